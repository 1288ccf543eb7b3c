import { ISLAND_ATTRIBUTE } from '@quai/engine/islands';
import { fetchTicketBarcode, requestTicketPdf } from '../../../adapters/bff-client/traveller-file';
import {
  latestArrival,
  savedBarcodeUrl,
  savedPdfUrl,
  savedRecord,
  savedRecordUrl,
  TICKETS_CACHE,
  TICKETS_WORKER_SCRIPT,
} from '../../../domain/traveller-file/offline-tickets';
import type { BookingFileAnswer } from '../../../schemas/generated/api/booking-file-answer';
import type { Travel } from '../../../schemas/generated/api/booking';
import { allTravels, barcodeRequest, pdfRequest } from '../ticket-requests';
import { trainPageUrl } from '../train-page';

/**
 * Keeps what the tickets page at `pageUrl` shows for use without a network: registers the
 * tickets' service worker on that page alone, then saves the page, the files it loaded, every
 * ticket's code as the server drew it, the PDF of each travel and of the whole booking, the
 * train page of each travel, and the record of when they were saved and until when they are
 * kept (the last arrival). A cancelled booking keeps nothing: it has no ticket to show. Returns
 * when they were saved, or nothing when there is nothing to keep.
 */
export async function saveTicketsOffline(
  booking: BookingFileAnswer,
  renderedAt: string,
  locale: string,
  pageUrl: URL,
  trainDetailsPath: string | undefined,
): Promise<number | undefined> {
  const travels = allTravels(booking);
  const lastArrival = latestArrival(travels.map((travel) => travel.arrivalDate));
  if (booking.cancelled || !lastArrival) return undefined;
  const scope = pageUrl.pathname;
  await navigator.serviceWorker.register(TICKETS_WORKER_SCRIPT, { scope });
  const cache = await caches.open(TICKETS_CACHE);
  const uniqueTravels = [...new Map(travels.map((travel) => [travel.ticketTcn, travel])).values()];
  // First, so the code of the train pages' blocks, which they fetch, is among the files this page loaded.
  if (trainDetailsPath) await saveTrainPages(cache, uniqueTravels, trainDetailsPath);
  await cache.addAll([pageUrl.href, ...loadedFiles()]);
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
  await Promise.all(
    [scope, ...(trainDetailsPath ? [trainDetailsPath] : [])].map((kept) => cache.put(savedRecordUrl(kept), Response.json(record))),
  );
  return record.savedAt;
}

/** The block renderers, by the path the browser entry loads them from (the same chunks). */
const RENDERERS = import.meta.glob('../../*/Renderer.tsx');

/**
 * The train page of each travel (stops, platforms when known, composition), with the scripts and
 * styles it names and the code of its blocks (loaded here, so they are among this page's files),
 * served offline by the same worker registered on the train details page.
 */
async function saveTrainPages(cache: Cache, travels: readonly Travel[], trainDetailsPath: string): Promise<void> {
  await navigator.serviceWorker.register(TICKETS_WORKER_SCRIPT, { scope: trainDetailsPath });
  const pages = [...new Set(travels.map((travel) => trainPageUrl(travel, trainDetailsPath)))];
  const files = new Set<string>();
  const blocks = new Set<string>();
  await Promise.all(
    pages.map(async (page) => {
      const answer = await fetch(page);
      if (!answer.ok) throw new Error(`Train page not saved (${answer.status})`);
      const html = await answer.clone().text();
      for (const [, file] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) files.add(file!);
      for (const [, type] of html.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([a-z0-9-]+)"`, 'g'))) blocks.add(type!);
      await cache.put(page, answer);
    }),
  );
  await Promise.all([...blocks].map((type) => RENDERERS[`../../${type}/Renderer.tsx`]?.()));
  await cache.addAll([...files]);
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
