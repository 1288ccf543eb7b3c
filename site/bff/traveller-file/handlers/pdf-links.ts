import type { FastifyInstance } from 'fastify';
import { isLocale, type Locale } from '@quai/engine/i18n';
import pdfRequestSchema from '../../../../schemas/api/pdf-request.schema.json';
import proofAnswerSchema from '../../../../schemas/api/proof-answer.schema.json';
import proofQuerySchema from '../../../../schemas/api/proof-query.schema.json';
import ticketPdfAnswerSchema from '../../../../schemas/api/ticket-pdf-answer.schema.json';
import ticketUuidQuerySchema from '../../../../schemas/api/ticket-uuid-query.schema.json';
import type { PdfRequest } from '../../../../schemas/generated/api/pdf-request';
import type { ProofAnswer } from '../../../../schemas/generated/api/proof-answer';
import type { ProofQuery } from '../../../../schemas/generated/api/proof-query';
import type { TicketPdfAnswer } from '../../../../schemas/generated/api/ticket-pdf-answer';
import type { TicketUuidQuery } from '../../../../schemas/generated/api/ticket-uuid-query';
import { DEFAULT_LOCALE } from '../../../engine-config';
import { TRAVELLER_FILE_API } from '../../../../adapters/bff-client/paths';
import { answers } from '../../answers/responses';
import { comparableName, comparableReference } from '../names';
import { createPdfToken } from '../pdf-links';
import { findTicket, type OpenBooking, bookingTickets } from '../service';
import { type BookingRouteDeps, echoCorrelation, FORBIDDEN, TRAVELLER_FILE_TAG } from './deps';

/** The signed, short-lived link to the PDF of these tickets (or a proof) of an open booking. */
function pdfUrl(secret: Buffer, open: OpenBooking, tcns: string[], kind: 'TICKET' | 'PROOF', locale: string): string {
  return `${TRAVELLER_FILE_API.pdfFile}?token=${createPdfToken({ reference: open.booking.reference, tcns, kind, locale }, secret)}`;
}

/** "fr", "en-GB", "it_IT" → the site locale; anything else → French. */
function localeOfLanguage(languageCode: string): Locale {
  const language = languageCode.slice(0, 2).toLowerCase();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** POST /api/pao/pdf: a link to the PDF of tickets (or a proof) of the booking looked up, all of them or those named. */
export function ticketPdfLinkRoute(scope: FastifyInstance, { service }: BookingRouteDeps): void {
  scope.post<{ Querystring: TicketUuidQuery; Body: PdfRequest }>(
    TRAVELLER_FILE_API.pdf,
    {
      logLevel: 'warn',
      schema: {
        summary: 'A link to the PDF of tickets (or a proof) of the booking looked up.',
        tags: [TRAVELLER_FILE_TAG],
        querystring: ticketUuidQuerySchema,
        body: pdfRequestSchema,
        response: answers({ 200: ticketPdfAnswerSchema }),
      },
    },
    async (request, reply) => {
      const open = await service.open(request.query.uuid);
      if (!open || request.body.order['@id'] !== open.booking.reference) return reply.status(403).send(FORBIDDEN);
      const body = request.body;
      const tcns =
        body.printDematerializedTicketsPolicy === 'GLOBAL'
          ? bookingTickets(open.booking).map(({ travel }) => travel.ticketTcn)
          : body.ticketsToPrint.map(({ tcn }) => tcn);
      if (!tcns.length)
        return reply.status(400).send({
          message: {
            error: 'ticketsToPrint is empty: name the tickets, or print them all with printDematerializedTicketsPolicy GLOBAL',
          },
        });
      if (!tcns.every((tcn) => findTicket(open.booking, tcn))) return reply.status(403).send(FORBIDDEN);
      echoCorrelation(request, reply);
      const kind = body.documentType === 'PROOF' ? 'PROOF' : 'TICKET';
      return { pdfUrl: pdfUrl(service.linkSecret, open, tcns, kind, localeOfLanguage(body.languageCode)) } satisfies TicketPdfAnswer;
    },
  );
}

/**
 * GET /api/bff/mpd/proof: a link to the journey proof of travels of the booking looked up, given
 * again its reference and a passenger's name, for travels that allow a receipt.
 */
export function journeyProofLinkRoute(scope: FastifyInstance, { service }: BookingRouteDeps): void {
  scope.get<{ Querystring: ProofQuery }>(
    TRAVELLER_FILE_API.proof,
    {
      logLevel: 'warn',
      schema: {
        summary: 'A link to the journey proof PDF of travels of the booking looked up.',
        tags: [TRAVELLER_FILE_TAG],
        querystring: proofQuerySchema,
        response: answers({ 200: proofAnswerSchema }),
      },
    },
    async (request, reply) => {
      const { travelId, titleIds, ref, name, uuid, locale = 'fr' } = request.query;
      const open = await service.open(uuid);
      const ids = titleIds
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const tcns = [...new Set([travelId, ...ids])];
      const allowed =
        open &&
        comparableReference(ref) === open.booking.reference &&
        open.booking.passengers.some((passenger) => comparableName(passenger.passengerLastName) === comparableName(name)) &&
        tcns.every((tcn) => findTicket(open.booking, tcn)?.travel.receiptEligibility);
      if (!allowed) return reply.status(403).send(FORBIDDEN);
      reply.header('cache-control', 'no-store');
      return { url: pdfUrl(service.linkSecret, open, tcns, 'PROOF', locale) } satisfies ProofAnswer;
    },
  );
}
