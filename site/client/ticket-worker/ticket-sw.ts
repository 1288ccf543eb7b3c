/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { TRAVELLER_FILE_API } from '../../../adapters/bff-client/paths';
import {
  hasEnded,
  isSavedUrl,
  KEEP_TICKETS_MESSAGE,
  type KeptTickets,
  type TicketsToKeep,
  savedBarcodeUrl,
  savedPdfUrl,
  savedRecordUrl,
  TICKETS_CACHE,
} from '../../../domain/traveller-file/offline-tickets';
import type { PdfRequest } from '../../../schemas/generated/api/pdf-request';
import { TRAVELLER_FILE_PATHS } from '../../bff/traveller-file/paths';
import { keepTickets } from './keep-tickets';

/**
 * The tickets page's service worker, registered with that page as its scope (and again with the
 * train details page as scope, for the train pages of the travels): it controls those pages
 * alone, so no other page of the site is ever answered from what it keeps. The page says what
 * to keep (`blocks/traveller-file/offline/save-tickets.ts`) and this worker keeps it, off the
 * page's thread (`./keep-tickets`); it answers from them when the network fails, and forgets
 * them (cache and registration) once the last travel has arrived or the server sends the
 * visitor back to the lookup (the session is over).
 */
declare const self: ServiceWorkerGlobalScope;

const scope = new URL(self.registration.scope).pathname;
const cached = { cacheName: TICKETS_CACHE };
/** Set once forgotten: the page still open must not fill the cache again before it goes. */
let forgotten = false;

void self.skipWaiting();
clientsClaim();

async function forget(): Promise<void> {
  forgotten = true;
  await caches.delete(TICKETS_CACHE);
  await self.registration.unregister();
}

/** The tickets page asks to keep its tickets: the answer goes back on the channel it gave. */
self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; toKeep?: TicketsToKeep } | null;
  const [port] = event.ports;
  if (message?.type !== KEEP_TICKETS_MESSAGE || !message.toKeep || !port) return;
  const { toKeep } = message;
  const kept: Promise<KeptTickets> = forgotten
    ? Promise.resolve({ failed: 'The tickets were forgotten' })
    : keepTickets(toKeep).then(
        (savedAt) => ({ savedAt }),
        (error: unknown) => ({ failed: String(error) }),
      );
  event.waitUntil(kept.then((answer) => port.postMessage(answer)));
});

/** Whether tickets were saved and their last travel has arrived since. */
async function savedTicketsEnded(): Promise<boolean> {
  const answer = await caches.match(savedRecordUrl(scope), cached);
  if (!answer) return false;
  return hasEnded(await answer.json().catch(() => undefined), Date.now());
}

/** Only a page or file actually received is kept: never a redirect, an error or another origin's answer. */
const received = (response: Response) => response.status === 200 && response.type === 'basic';
const keepOnlyReceived = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (received(response) ? response : null),
};

/**
 * The saved pages (the tickets page; the train pages of its travels): from the network, and kept
 * fresh when they were saved; from what was saved when the network fails. A page of the scope
 * that was never saved (another train's) is never kept. The tickets page is saved without its
 * query: offline, `?trajet=retour` finds it too.
 */
const savedPages = new NetworkFirst({
  ...cached,
  matchOptions: { ignoreVary: true },
  plugins: [
    {
      cacheWillUpdate: async ({ request, response }) =>
        received(response) && (await caches.match(request, { ...cached, ignoreVary: true })) ? response : null,
    },
    {
      // The server sends a visitor without a live lookup back to the lookup page: the session is over.
      fetchDidSucceed: async ({ response }) => {
        if (isTicketsScope && (response.type === 'opaqueredirect' || response.redirected)) await forget();
        return response;
      },
      handlerDidError: async ({ request }) => {
        const url = new URL(request.url);
        return (await caches.match(`${url.origin}${url.pathname}`, { ...cached, ignoreVary: true })) ?? undefined;
      },
    },
  ],
});

/** Whether this registration is a tickets page's (the others serve the train pages of its travels). */
const isTicketsScope = Object.values(TRAVELLER_FILE_PATHS).some((paths) => paths.tickets === scope.replace(/\/+$/, ''));

registerRoute(
  ({ request, url }) => !forgotten && request.mode === 'navigate' && !isSavedUrl(scope, url.pathname),
  async (options) => {
    if (await savedTicketsEnded()) {
      await forget();
      return fetch(options.request);
    }
    return savedPages.handle(options);
  },
);

/** What was saved under the scope (a PDF opened offline): from the cache only. */
registerRoute(
  ({ url }) => url.origin === self.location.origin && isSavedUrl(scope, url.pathname),
  async ({ request }) => (await caches.match(request, cached)) ?? new Response(null, { status: 404 }),
);

/** The page's scripts, styles, fonts and images, as the page fetches them. */
const ASSET_DESTINATIONS = new Set(['script', 'style', 'font', 'image']);
registerRoute(
  ({ request, url }) => !forgotten && url.origin === self.location.origin && ASSET_DESTINATIONS.has(request.destination),
  new StaleWhileRevalidate({ ...cached, matchOptions: { ignoreVary: true }, plugins: [keepOnlyReceived] }),
);

/**
 * A call that the network answers, else the saved answer `savedFor` finds for its body. The
 * network's answer is never altered: online, the page gets exactly what the server says.
 */
function networkThenSaved(savedFor: (body: unknown) => Promise<Response | undefined>) {
  return async ({ request }: { request: Request }) => {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => undefined);
    try {
      return await fetch(request);
    } catch (error) {
      const saved = await savedFor(body);
      if (saved) return saved;
      throw error;
    }
  };
}

const isObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null;

registerRoute(
  ({ url }) => url.pathname === TRAVELLER_FILE_API.barcode,
  networkThenSaved(async (body) =>
    isObject(body) && typeof body.tcn === 'string' ? caches.match(savedBarcodeUrl(scope, body.tcn), cached) : undefined,
  ),
  'POST',
);

registerRoute(
  ({ url }) => url.pathname === TRAVELLER_FILE_API.pdf,
  networkThenSaved(async (body) => {
    if (!isObject(body) || !Array.isArray(body.ticketsToPrint)) return undefined;
    const pdfUrl = savedPdfUrl(scope, body as unknown as PdfRequest);
    // Offline, the PDF link points at the saved file, which this worker serves from the cache.
    return (await caches.match(pdfUrl, cached)) ? Response.json({ pdfUrl }) : undefined;
  }),
  'POST',
);
