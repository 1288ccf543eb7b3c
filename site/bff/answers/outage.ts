import { translatorFor, type Locale } from '@quai/engine/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES } from '../../engine-config';
import type { Catalogs } from '../../i18n/catalogs';
import { isStoreUnreachable } from '../../store/unreachable';

/**
 * What a client is told to wait while the database is away: a PostgreSQL restart or failover
 * takes a few seconds, and the pool reconnects on the next request after it.
 */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** The visitor's language: the call's `langcode` or `locale` (in its query, or its JSON body as the gift-card purchase sends it), else the site's default. */
function localeOf(request: FastifyRequest): Locale {
  const query = (request.query ?? {}) as { langcode?: unknown; locale?: unknown };
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as { langcode?: unknown };
  const asked = [query.langcode, query.locale, body.langcode].find((value) => LOCALES.includes(value as Locale));
  return (asked as Locale | undefined) ?? LOCALES[0]!;
}

/** "The service is temporarily unavailable, what you entered is kept, try again in N s", in a language. */
export function outageMessage(locale: Locale, catalogs: Catalogs): string {
  return translatorFor(locale, catalogs[locale])('outage.retry_in', { seconds: OUTAGE_RETRY_AFTER_SECONDS });
}

/**
 * Answers a request that failed because the database cannot be reached: 503 with Retry-After and
 * the message in the visitor's language, in the API's error shape (message.message and
 * message.error, which every form and dialog shows). Logged as a warning, once per request:
 * the outage itself is logged by the store. Answers undefined for any other error.
 */
export async function answerStoreOutage(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  catalogs: () => Promise<Catalogs>,
): Promise<FastifyReply | undefined> {
  if (!isStoreUnreachable(error)) return undefined;
  request.log.warn({ url: request.url.split('?')[0], reason: (error as Error).message }, 'database unreachable: answered 503');
  const message = outageMessage(localeOf(request), await catalogs());
  return reply
    .status(503)
    .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send({ message: { message, error: message } });
}
