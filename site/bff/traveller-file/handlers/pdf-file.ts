import type { FastifyInstance } from 'fastify';
import { isLocale } from '@quai/engine/i18n';
import { DEFAULT_LOCALE } from '../../../engine-config';
import { TRAVELLER_FILE_API } from '../../../../adapters/bff-client/paths';
import { bytesAnswers } from '../../answers/responses';
import { readPdfToken } from '../pdf-links';
import { findTicket } from '../service';
import { ticketsPdf } from '../ticket-pdf';
import { type BookingRouteDeps, FORBIDDEN, TRAVELLER_FILE_TAG } from './deps';

/**
 * GET /api/pao/pdf-file?token=…: the PDF a ticket or proof link points to, drawn while the link
 * lives (410 once it has expired, or once its tickets left the booking).
 */
export function pdfFileRoute(scope: FastifyInstance, { service, catalog, fonts }: BookingRouteDeps): void {
  scope.get<{ Querystring: { token?: string } }>(
    TRAVELLER_FILE_API.pdfFile,
    {
      logLevel: 'warn',
      schema: {
        summary: 'The PDF a ticket or proof link points to, while the link lives.',
        tags: [TRAVELLER_FILE_TAG],
        querystring: { type: 'object', properties: { token: { type: 'string', description: 'The signed token of the link.' } } },
        response: bytesAnswers('application/pdf', 'The tickets or the journey proof, as PDF.'),
      },
    },
    async (request, reply) => {
      const verdict = readPdfToken(String(request.query.token ?? ''), service.linkSecret);
      if (verdict.status === 'expired')
        return reply.status(410).send({ message: { error: 'This link has expired: ask for the PDF again.' } });
      if (verdict.status === 'invalid') return reply.status(403).send(FORBIDDEN);
      const { order } = verdict;
      const booking = await service.store.booking(order.reference);
      const tickets = booking ? order.tcns.map((tcn) => findTicket(booking, tcn)) : [];
      if (!booking || !tickets.length || tickets.some((ticket) => !ticket))
        return reply.status(410).send({ message: { error: 'These tickets are no longer in the booking.' } });
      const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
      const pdf = await ticketsPdf(
        {
          reference: booking.reference,
          tickets: tickets.map((ticket) => ticket!),
          kind: order.kind,
          locale,
          t: await catalog(locale),
          barcodeOf: (ticket) => service.drawTicket(booking, ticket),
        },
        fonts(),
      );
      const name = `${order.kind === 'PROOF' ? 'proof' : 'tickets'}-${booking.reference}.pdf`;
      return (
        reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="${name}"`)
          // The browser's PDF viewer embeds the document in its own page: it needs object-src, nothing else.
          .header(
            'content-security-policy',
            "default-src 'none'; object-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
          )
          .send(Buffer.from(pdf))
      );
    },
  );
}

/** GET /api/pao/ticket-public-key: controllers check tickets offline with this key (npm run verify-ticket -- --public-key). */
export function ticketPublicKeyRoute(scope: FastifyInstance, { service }: BookingRouteDeps): void {
  scope.get(
    TRAVELLER_FILE_API.publicKey,
    {
      schema: {
        summary: 'The public key that checks ticket codes offline.',
        tags: [TRAVELLER_FILE_TAG],
        response: bytesAnswers('application/x-pem-file', 'The Ed25519 public key (SPKI, PEM) that checks the signatures of ticket codes.'),
      },
    },
    async (_request, reply) =>
      reply.type('application/x-pem-file').header('cache-control', 'public, max-age=3600').send(service.publicKeyPem),
  );
}
