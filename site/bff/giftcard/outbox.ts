import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../../domain/webform/messages';
import { ownPagePolicy } from './demo-payment-provider';
import type { Mailer } from './mailer';

const OUTBOX_CSS =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}article{border-top:1px solid #666;padding:.5rem 0}pre{white-space:pre-wrap}';
const OUTBOX_POLICY = ownPagePolicy(OUTBOX_CSS);

/** GET /_outbox: what the site sent, for developers and testers; the caller keeps it out of production. */
export function outboxRoute(app: FastifyInstance, mailer: Mailer): void {
  app.get('/_outbox', { logLevel: 'warn' }, async (_request, reply) => {
    const messages = await mailer.latest();
    const items = messages
      .map(
        (message) =>
          `<article><h2>${escapeHtml(message.subject)}</h2><p><b>To:</b> ${escapeHtml(message.to)} · <b>${escapeHtml(message.delivery)}</b> · <time>${escapeHtml(message.createdAt)}</time></p><pre>${escapeHtml(message.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', OUTBOX_POLICY)
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox</title><style>${OUTBOX_CSS}</style></head><body><main><h1>Outbox</h1>${items || '<p>No e-mail yet.</p>'}</main></body></html>`,
      );
  });
}
