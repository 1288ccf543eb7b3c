import {
  KEEP_TICKETS_MESSAGE,
  type KeptTickets,
  latestArrival,
  TICKETS_WORKER_SCRIPT,
  type TicketsToKeep,
} from '../../../domain/traveller-file/offline-tickets';
import type { BookingFileAnswer } from '../../../schemas/generated/api/booking-file-answer';
import { allTravels, barcodeRequest, pdfRequest } from '../ticket-requests';
import { trainPageUrl } from '../train-page';

/**
 * Keeps what the tickets page at `pageUrl` shows for use without a network: registers the
 * tickets' service worker on that page alone (and on the train details page, for the travels'
 * train pages), then asks it to keep the page, the files it loaded and those its islands will load
 * once the visitor acts (`pageFiles`, from the page's context), every ticket's code, the PDF of
 * each travel and of the whole booking, and the train page of each travel. The worker does the
 * fetching and storing (site/client/ticket-worker/keep-tickets.ts), on its own thread. A
 * cancelled booking keeps nothing: it has no ticket to show. Returns when they were saved, or
 * nothing when there is nothing to keep.
 */
export async function saveTicketsOffline(
  booking: BookingFileAnswer,
  renderedAt: string,
  locale: string,
  pageUrl: URL,
  trainDetailsPath: string | undefined,
  pageFiles: readonly string[],
): Promise<number | undefined> {
  const travels = allTravels(booking);
  const lastArrival = latestArrival(travels.map((travel) => travel.arrivalDate));
  if (booking.cancelled || !lastArrival) return undefined;
  const uniqueTravels = [...new Map(travels.map((travel) => [travel.ticketTcn, travel])).values()];
  const toKeep: TicketsToKeep = {
    scope: pageUrl.pathname,
    page: pageUrl.href,
    files: [...new Set([...loadedFiles(), ...pageFiles.map((file) => new URL(file, pageUrl).href)])].filter(
      (file) => file !== pageUrl.href,
    ),
    trainScope: trainDetailsPath,
    trainPages: trainDetailsPath ? [...new Set(uniqueTravels.map((travel) => trainPageUrl(travel, trainDetailsPath)))] : [],
    uuid: booking.uuid,
    barcodes: uniqueTravels.map((travel) => barcodeRequest(travel, booking.orderReference)),
    pdfs: [
      pdfRequest(booking, travels, locale, { global: true }),
      ...uniqueTravels.filter((travel) => travel.mobilePdf || travel.desktopPdf).map((travel) => pdfRequest(booking, [travel], locale)),
    ],
    lastArrival,
    renderedAt,
  };
  const [registration] = await Promise.all(
    [toKeep.scope, ...(trainDetailsPath ? [trainDetailsPath] : [])].map((scope) =>
      navigator.serviceWorker.register(TICKETS_WORKER_SCRIPT, { scope }),
    ),
  );
  const answer = await askWorker(await newestActiveWorker(registration!), toKeep);
  if ('savedAt' in answer) return answer.savedAt;
  throw new Error(answer.failed);
}

/**
 * The registration's worker, once the newest script is the one running: a worker installed by an
 * earlier version of the site may not know the message, and a newer one takes over at once
 * (it skips waiting), so it is looked for and waited for.
 */
async function newestActiveWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  await registration.update();
  const coming = registration.installing ?? registration.waiting;
  if (coming)
    await new Promise<void>((resolve) => {
      const settled = () => (coming.state === 'activated' || coming.state === 'redundant') && resolve();
      coming.addEventListener('statechange', settled);
      settled();
    });
  if (!registration.active) throw new Error('Tickets not saved: no worker');
  return registration.active;
}

/** Sends the worker what to keep, and waits for its answer on a channel of their own. */
function askWorker(worker: ServiceWorker, toKeep: TicketsToKeep): Promise<KeptTickets> {
  const channel = new MessageChannel();
  const answer = new Promise<KeptTickets>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<KeptTickets>) => resolve(event.data);
  });
  worker.postMessage({ type: KEEP_TICKETS_MESSAGE, toKeep }, [channel.port2]);
  return answer;
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
