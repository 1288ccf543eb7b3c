import { fetchTicketBarcode, requestTicketPdf } from '../../../adapters/bff-client/traveller-file';
import {
  lastArrivalOf,
  savedBarcodeUrl,
  savedPdfUrl,
  savedRecord,
  savedRecordUrl,
  TICKETS_CACHE,
  TICKETS_WORKER_SCRIPT,
} from '../../../domain/traveller-file/offline-tickets';
import type { BookingFileAnswer } from '../../../schemas/generated/api/booking-file-answer';
import { allTravels, barcodeRequest, pdfRequest } from '../ticket-requests';

/** Whether this browser can keep tickets offline: a service worker and the Cache API. */
export const canKeepTickets = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';

/**
 * Keeps what the tickets page at `pageUrl` shows for use without a network: registers the
 * tickets' service worker on that page alone, then saves the page, the files it loaded, every
 * ticket's code as the server drew it, the PDF of each travel and of the whole booking, and the
 * record of when they were saved and until when they are kept (the last arrival). A cancelled
 * booking keeps nothing: it has no ticket to show. Returns the record, or nothing when there is
 * nothing to keep.
 */
export async function saveTicketsOffline(
  booking: BookingFileAnswer,
  renderedAt: string,
  locale: string,
  pageUrl: URL,
): Promise<number | undefined> {
  const travels = allTravels(booking);
  const lastArrival = lastArrivalOf(travels.map((travel) => travel.arrivalDate));
  if (booking.cancelled || !lastArrival) return undefined;
  const scope = pageUrl.pathname;
  await navigator.serviceWorker.register(TICKETS_WORKER_SCRIPT, { scope });
  const cache = await caches.open(TICKETS_CACHE);
  await cache.addAll([pageUrl.href, ...loadedFiles()]);
  const uniqueTravels = [...new Map(travels.map((travel) => [travel.ticketTcn, travel])).values()];
  await Promise.all([
    ...uniqueTravels.map(async (travel) => {
      const png = await fetchTicketBarcode(booking.uuid, barcodeRequest(travel, booking.orderReference));
      await cache.put(savedBarcodeUrl(scope, travel.ticketTcn), new Response(png, { headers: { 'content-type': 'text/plain' } }));
    }),
    ...[
      pdfRequest(booking, travels, locale, { global: true }),
      ...uniqueTravels.filter((travel) => travel.mobilePdf || travel.desktopPdf).map((travel) => pdfRequest(booking, [travel], locale)),
    ].map(async (request) => {
      const file = await fetch(await requestTicketPdf(booking.uuid, request));
      if (!file.ok) throw new Error(`PDF not saved (${file.status})`);
      await cache.put(savedPdfUrl(scope, request), file);
    }),
  ]);
  const record = savedRecord(lastArrival, renderedAt, Date.now());
  await cache.put(savedRecordUrl(scope), Response.json(record));
  return record.savedAt;
}

/** When the tickets of the page at `scope` were saved, if they were. */
export async function savedAtOf(scope: string): Promise<number | undefined> {
  if (!canKeepTickets()) return undefined;
  const answer = await caches.match(savedRecordUrl(scope), { cacheName: TICKETS_CACHE });
  const record = (await answer?.json().catch(() => undefined)) as { savedAt?: unknown } | undefined;
  return typeof record?.savedAt === 'number' ? record.savedAt : undefined;
}

/** The site's own scripts, styles, fonts and images the page has loaded so far. */
function loadedFiles(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) =>
        url.origin === location.origin && !url.pathname.startsWith('/api/') && /\.(js|css|woff2?|svg|png|webp|jpe?g)$/.test(url.pathname),
    );
  return [...new Set(files.map((url) => url.href))];
}
