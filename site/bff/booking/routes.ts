import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createTranslator, isLocale, type Locale } from '@quai/engine/i18n';
import { DEFAULT_LOCALE } from '../../engine-config';
import type { ProofAnswer } from '../../../schemas/generated/api/proof-answer';
import type { TicketPdfAnswer } from '../../../schemas/generated/api/ticket-pdf-answer';
import bookingFileAnswerSchema from '../../../schemas/api/booking-file-answer.schema.json';
import proofAnswerSchema from '../../../schemas/api/proof-answer.schema.json';
import ticketPdfAnswerSchema from '../../../schemas/api/ticket-pdf-answer.schema.json';
import barcodeRequestSchema from '../../../schemas/api/barcode-request.schema.json';
import bookingFileRequestSchema from '../../../schemas/api/booking-file-request.schema.json';
import pdfRequestSchema from '../../../schemas/api/pdf-request.schema.json';
import proofQuerySchema from '../../../schemas/api/proof-query.schema.json';
import ticketUuidQuerySchema from '../../../schemas/api/ticket-uuid-query.schema.json';
import type { BarcodeRequest } from '../../../schemas/generated/api/barcode-request';
import type { BookingFileRequest } from '../../../schemas/generated/api/booking-file-request';
import type { PdfRequest } from '../../../schemas/generated/api/pdf-request';
import type { ProofQuery } from '../../../schemas/generated/api/proof-query';
import type { TicketUuidQuery } from '../../../schemas/generated/api/ticket-uuid-query';
import { answers, bytesAnswers } from '../answers/responses';
import type { BffContext } from '../context';
import { drawBarcode } from './barcode';
import { comparableName, comparableReference } from './names';
import { bookingCookie, bookingCookieValue, ticketsPageLocale, TRAVELLER_FILE_PATHS } from './paths';
import { createPdfToken, readPdfToken } from './pdf-links';
import { ACCESS_LIFETIME_MS, findTicket, ticketsOf, type OpenBooking } from './service';
import { loadPdfFonts, ticketsPdf, type PdfFonts } from './ticket-pdf';
import { barcodeRules } from '../../../domain/traveller-file/train-types';
import { referenceProblem } from '../../../domain/traveller-file/booking-reference';

/** The traveller file's part of the API. */
export const TRAVELLER_FILE_TAG = 'traveller file';

const FORBIDDEN = { message: { error: 'Forbidden' } };
const PDF_FILE_PATH = '/api/pao/pdf-file';

/**
 * The traveller file: the booking lookup (JSON, or a form posted without JavaScript), the
 * tickets page guard, barcodes, PDF tickets and proofs. These routes log at warn level only:
 * their bodies and queries hold names, references and uuids, which never reach the logs.
 */
export async function bookingRoutes(app: FastifyInstance, context: BffContext): Promise<void> {
  const service = context.services.booking;
  await service.refreshDemoBookings();
  let fonts: PdfFonts | undefined;
  const catalog = async (locale: Locale) => createTranslator(locale, (await context.runtime()).catalogs[locale]);
  const opened = (request: FastifyRequest<{ Querystring: TicketUuidQuery }>) => service.open(request.query.uuid);

  // The tickets page needs a live lookup: without one (never looked up, or the uuid expired) the visitor is sent to the lookup page.
  const ticketsPage = (request: FastifyRequest) => (request.method === 'GET' ? ticketsPageLocale(request.url.split('?')[0]!) : undefined);
  app.addHook('onRequest', async (request, reply) => {
    const locale = ticketsPage(request);
    if (locale && !(await service.open(bookingCookieValue(request.headers.cookie))))
      return reply.redirect(TRAVELLER_FILE_PATHS[locale].login, 303);
  });
  // The page holds passenger data: no shared cache keeps it, and the browser does not store it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (ticketsPage(request)) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  await app.register(async (scope) => {
    // The lookup form posts without JavaScript as a plain form.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.post<{ Body: BookingFileRequest }>(
      '/api/bff/booking-file',
      {
        logLevel: 'warn',
        attachValidation: true,
        schema: {
          summary: "Looks a booking up by its reference and a passenger's last name (JSON, or a form posted without JavaScript).",
          tags: [TRAVELLER_FILE_TAG],
          body: bookingFileRequestSchema,
          response: {
            ...answers({ 200: bookingFileAnswerSchema }),
            303: {
              description: 'A lookup posted as a plain form: to the tickets page, or back to the lookup page with the error.',
              type: 'null',
            },
          },
        },
      },
      async (request, reply) => {
        const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
        const body = (request.body ?? {}) as Partial<BookingFileRequest>;
        const locale = isLocale(body.locale) ? body.locale : DEFAULT_LOCALE;
        const paths = TRAVELLER_FILE_PATHS[locale];
        const fail = async (status: number, field: 'reference' | 'passengerName', key: string) => {
          if (isForm) return reply.redirect(`${paths.login}?erreur=${key}`, 303);
          const t = await catalog(locale);
          return reply
            .status(status)
            .send({ message: { message: t(`booking.lookup.error.${key}`), error: { [field]: t(`booking.lookup.error.${key}`) } } });
        };
        if (request.validationError && !isForm)
          return reply.status(400).send({ message: { message: request.validationError.message, error: request.validationError.message } });
        const problem = referenceProblem(typeof body.reference === 'string' ? body.reference : '');
        if (problem) return fail(400, 'reference', problem);
        if (typeof body.passengerName !== 'string' || !body.passengerName.trim()) return fail(400, 'passengerName', 'name_missing');
        const result = await service.lookup(body.reference!, body.passengerName, request.ip);
        if (result.status === 'rate_limited') {
          reply.header('retry-after', '600');
          return fail(429, 'reference', 'rate_limited');
        }
        if (result.status === 'not_found') return fail(404, 'reference', 'not_found');
        reply.header('set-cookie', bookingCookie(result.answer.uuid, ACCESS_LIFETIME_MS / 1000, request.protocol === 'https'));
        reply.header('cache-control', 'no-store');
        return isForm ? reply.redirect(paths.tickets, 303) : result.answer;
      },
    );

    scope.post<{ Querystring: TicketUuidQuery; Body: BarcodeRequest }>(
      '/api/pao/barcode',
      {
        logLevel: 'warn',
        schema: {
          summary: 'The signed Aztec or QR code of a ticket of the booking looked up.',
          tags: [TRAVELLER_FILE_TAG],
          querystring: ticketUuidQuerySchema,
          body: barcodeRequestSchema,
          response: bytesAnswers('text/plain', "The ticket's code as a PNG picture, in base64."),
        },
      },
      async (request, reply) => {
        const open = await opened(request);
        if (!open) return reply.status(403).send(FORBIDDEN);
        const body = request.body;
        let png: Buffer;
        if ('barcodeData' in body) {
          const data = Buffer.from(body.barcodeData, 'base64');
          if (!data.length || data.toString('base64').replace(/=+$/, '') !== body.barcodeData.replace(/=+$/, ''))
            return reply.status(400).send({ message: { error: 'barcodeData must be base64 when decode is true' } });
          png = await drawBarcode(data, 'aztec');
        } else {
          const ticket = body.orderId === open.booking.reference ? findTicket(open.booking, body.tcn) : undefined;
          if (!ticket || ticket.travel.serviceItemId !== body.serviceItemId) return reply.status(403).send(FORBIDDEN);
          const rules = barcodeRules(ticket.travel.trainType);
          if (body.supportType !== rules.supportType)
            return reply
              .status(400)
              .send({ message: { error: `${ticket.travel.trainType} tickets are drawn for supportType ${rules.supportType}` } });
          if ((body.forceBase64Decode ?? false) !== rules.forceBase64Decode)
            return reply
              .status(400)
              .send({ message: { error: `forceBase64Decode is ${rules.forceBase64Decode} for ${ticket.travel.trainType} tickets` } });
          png = await service.drawTicket(open.booking, ticket);
        }
        reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
        return png.toString('base64');
      },
    );

    scope.post<{ Querystring: TicketUuidQuery; Body: PdfRequest }>(
      '/api/pao/pdf',
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
        const open = await opened(request);
        if (!open || request.body.order['@id'] !== open.booking.reference) return reply.status(403).send(FORBIDDEN);
        const body = request.body;
        const tcns =
          body.printDematerializedTicketsPolicy === 'GLOBAL'
            ? ticketsOf(open.booking).map(({ travel }) => travel.ticketTcn)
            : body.ticketsToPrint.map(({ tcn }) => tcn);
        if (!tcns.length)
          return reply.status(400).send({
            message: {
              error: 'ticketsToPrint is empty: name the tickets, or print them all with printDematerializedTicketsPolicy GLOBAL',
            },
          });
        if (!tcns.every((tcn) => findTicket(open.booking, tcn))) return reply.status(403).send(FORBIDDEN);
        echoCorrelation(request, reply);
        return {
          pdfUrl: pdfUrl(open, tcns, body.documentType === 'PROOF' ? 'PROOF' : 'TICKET', localeOfLanguage(body.languageCode)),
        } satisfies TicketPdfAnswer;
      },
    );

    scope.get<{ Querystring: ProofQuery }>(
      '/api/bff/mpd/proof',
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
        const tcns = [
          ...new Set([
            travelId,
            ...titleIds
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ]),
        ];
        const allowed =
          open &&
          comparableReference(ref) === open.booking.reference &&
          open.booking.passengers.some((passenger) => comparableName(passenger.passengerLastName) === comparableName(name)) &&
          tcns.every((tcn) => findTicket(open.booking, tcn)?.travel.receiptEligibility);
        if (!allowed) return reply.status(403).send(FORBIDDEN);
        reply.header('cache-control', 'no-store');
        return { url: pdfUrl(open, tcns, 'PROOF', locale) } satisfies ProofAnswer;
      },
    );

    // Controllers check tickets offline with this key (npm run verify-ticket -- --public-key).
    scope.get(
      '/api/pao/ticket-public-key',
      {
        schema: {
          summary: 'The public key that checks ticket codes offline.',
          tags: [TRAVELLER_FILE_TAG],
          response: bytesAnswers(
            'application/x-pem-file',
            'The Ed25519 public key (SPKI, PEM) that checks the signatures of ticket codes.',
          ),
        },
      },
      async (_request, reply) =>
        reply.type('application/x-pem-file').header('cache-control', 'public, max-age=3600').send(service.publicKeyPem),
    );

    scope.get<{ Querystring: { token?: string } }>(
      PDF_FILE_PATH,
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
        fonts ??= loadPdfFonts(context.root);
        const pdf = await ticketsPdf(
          {
            reference: booking.reference,
            tickets: tickets.map((ticket) => ticket!),
            kind: order.kind,
            locale,
            t: await catalog(locale),
            barcodeOf: (ticket) => service.drawTicket(booking, ticket),
          },
          fonts,
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
  });

  function pdfUrl(open: OpenBooking, tcns: string[], kind: 'TICKET' | 'PROOF', locale: string): string {
    return `${PDF_FILE_PATH}?token=${createPdfToken({ reference: open.booking.reference, tcns, kind, locale }, service.linkSecret)}`;
  }
}

/** "fr", "en-GB", "it_IT" → the site locale; anything else → French. */
function localeOfLanguage(languageCode: string): Locale {
  const language = languageCode.slice(0, 2).toLowerCase();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The caller's correlation id comes back on the answer, so both sides' traces can be joined. */
function echoCorrelation(request: FastifyRequest, reply: FastifyReply): void {
  const id = request.headers['x-correlation-id'];
  if (typeof id === 'string' && /^[\w-]{1,64}$/.test(id)) reply.header('x-correlation-id', id);
}
