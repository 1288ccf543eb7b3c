import type { onSendHookHandler } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../domain/webform/idempotency-key';

/**
 * The playground's preview runs in a sandbox: its document has an opaque origin, which the
 * browser sends as `Origin: null`, and its islands' calls to the site are cross-origin. Their
 * reads are let through: a cross-origin call carries no cookie, so the answer is the one any
 * anonymous client gets, and `*` lets no page read an answer made with credentials.
 */
export const PREVIEW_CORS = { 'access-control-allow-origin': '*' } as const;

/** The answer to a preview form's preflight: a JSON post under its submission's idempotency key. */
export const PREVIEW_PREFLIGHT = {
  ...PREVIEW_CORS,
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': `content-type, accept, ${IDEMPOTENCY_KEY_HEADER}`,
  'access-control-max-age': '600',
} as const;

const READS = new Set(['GET', 'HEAD']);

/** Lets the preview's islands read the site's API (GET and HEAD only; writes stay refused): a hook on every answer. */
export const allowPreviewReads: onSendHookHandler = async (request, reply) => {
  if (request.headers.origin === 'null' && READS.has(request.method) && request.url.startsWith('/api/')) reply.headers(PREVIEW_CORS);
};
