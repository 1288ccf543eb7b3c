import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { answerApiError } from '../bff/answers/api-errors';
import { answerStoreOutage, OUTAGE_RETRY_AFTER_SECONDS } from '../bff/answers/outage';
import { PRIVATE_CACHE_CONTROL } from '../http-cache';
import { isStoreUnreachable } from '../store/unreachable';
import { RETRY_AFTER_SECONDS } from './load-shedding';
import { requestInfo } from './page-request';
import type { SiteRuntime } from './runtime';
import { contentSecurityPolicy, NONCE_PLACEHOLDER, sealPrivatePage } from './security';
import { siteOrigin } from './site-origin';

interface ErrorPageOptions {
  runtime: () => Promise<SiteRuntime>;
  contentSecurityPolicy: boolean;
}

/**
 * What a failure answers: a shed request its 503, an API call its JSON error, a page the site's
 * error page (503 with a retry time when the database is away, 500 otherwise). Not encapsulated,
 * and registered before any route: every plugin scope registered after it inherits the handler.
 */
async function errorPage(app: FastifyInstance, options: ErrorPageOptions): Promise<void> {
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    if (error.statusCode === 503)
      return reply
        .status(503)
        .send({ message: { message: 'Service unavailable', error: `The server is busy: try again in ${RETRY_AFTER_SECONDS} seconds.` } });
    const isPage = !request.url.startsWith('/api/') && request.method === 'GET';
    if (!isPage)
      return (
        (await answerStoreOutage(error, request, reply, async () => (await options.runtime()).catalogs)) ??
        answerApiError(error, request, reply)
      );
    // A page that needs the database while it is away: the error page, as 503 with a retry time.
    const outage = isStoreUnreachable(error);
    if (outage) {
      request.log.warn({ url: request.url.split('?')[0], reason: error.message }, 'database unreachable: answered 503');
      reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    } else request.log.error({ err: error, url: request.url }, 'request failed');
    const runtime = await options.runtime();
    const page = await runtime.renderErrorPage(500, requestInfo(request.url), NONCE_PLACEHOLDER, siteOrigin(request));
    const { html, allowed } = sealPrivatePage(page.html);
    if (options.contentSecurityPolicy) reply.header('content-security-policy', contentSecurityPolicy(allowed));
    return reply
      .status(outage ? 503 : 500)
      .type('text/html; charset=utf-8')
      .header('cache-control', PRIVATE_CACHE_CONTROL)
      .send(html);
  });
}

export const registerErrorPage = fastifyPlugin(errorPage, { name: 'error-page' });
