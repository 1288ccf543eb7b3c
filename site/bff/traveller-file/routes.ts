import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTranslator, type Locale } from '@quai/engine/i18n';
import type { BffContext } from '../context';
import type { BookingRouteDeps } from './handlers/deps';
import { lookupRoute } from './handlers/lookup';
import { logoutRoute } from './handlers/logout';
import { pdfFileRoute, ticketPublicKeyRoute } from './handlers/pdf-file';
import { journeyProofLinkRoute, ticketPdfLinkRoute } from './handlers/pdf-links';
import { ticketCodeRoute } from './handlers/ticket-code';
import { bookingCookieValue, ticketsPageLocale, TRAVELLER_FILE_PATHS } from './paths';
import { loadPdfFonts, type PdfFonts } from './ticket-pdf';
import { TICKETS_WORKER_SCRIPT } from '../../../domain/traveller-file/offline-tickets';
import { SERVICE_WORKER_POLICY } from '../../server/security';

/** The traveller file's routes, each in its own module of ./handlers. */
const ROUTES = [lookupRoute, logoutRoute, ticketCodeRoute, ticketPdfLinkRoute, journeyProofLinkRoute, ticketPublicKeyRoute, pdfFileRoute];

/**
 * The traveller file: the booking lookup (JSON, or a form posted without JavaScript), the
 * tickets page guard, barcodes, PDF tickets and proofs. These routes log at warn level only:
 * their bodies and queries hold names, references and uuids, which never reach the logs.
 */
export async function travellerFileRoutes(app: FastifyInstance, context: BffContext): Promise<void> {
  const service = context.services.booking;
  await service.refreshDemoBookings();
  let fonts: PdfFonts | undefined;
  const deps: BookingRouteDeps = {
    service,
    catalog: async (locale: Locale) => createTranslator(locale, (await context.runtime()).catalogs[locale]),
    fonts: () => (fonts ??= loadPdfFonts(context.root)),
  };

  // The tickets page needs a live lookup: without one (never looked up, or the uuid expired) the visitor is sent to the lookup page.
  const ticketsPage = (request: FastifyRequest) => (request.method === 'GET' ? ticketsPageLocale(request.url.split('?')[0]!) : undefined);
  app.addHook('onRequest', async (request, reply) => {
    const locale = ticketsPage(request);
    if (locale && !(await service.open(bookingCookieValue(request.headers.cookie))))
      return reply.redirect(TRAVELLER_FILE_PATHS[locale].login, 303);
  });
  // The page holds passenger data: no shared cache keeps it, and the browser does not store it.
  // The tickets' service worker is checked for a new version at every registration, and may only fetch from the site.
  app.addHook('onSend', async (request, reply, payload) => {
    if (ticketsPage(request)) reply.header('cache-control', 'private, no-store');
    if (request.url === TICKETS_WORKER_SCRIPT)
      reply.header('cache-control', 'no-cache').header('content-security-policy', SERVICE_WORKER_POLICY);
    return payload;
  });

  await app.register(async (scope) => {
    // The lookup form posts without JavaScript as a plain form.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    for (const route of ROUTES) route(scope, deps);
  });
}
