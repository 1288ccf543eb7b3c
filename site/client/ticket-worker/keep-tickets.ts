import { fetchTicketBarcode, requestTicketPdf } from '../../../adapters/bff-client/traveller-file';
import {
  savedBarcodeUrl,
  savedPdfUrl,
  savedRecord,
  savedRecordUrl,
  TICKETS_CACHE,
  type TicketsToKeep,
} from '../../../domain/traveller-file/offline-tickets';
import { PAGE_CONTEXT_ID } from '@quai/engine/islands';

/**
 * Keeps what the tickets page asked for (`TicketsToKeep`), in the worker, off the page's thread:
 * the train pages of its travels first (with the scripts and styles they name and every file
 * their islands need), then the page and its files, every ticket's code as the server drew it,
 * the PDFs, and the record of when they were saved and until when they are kept (the last
 * arrival), under both scopes. Returns when they were saved. One cache object throughout: if the
 * visitor leaves the traveller file meanwhile (the cache deleted), nothing comes back to life.
 */
export async function keepTickets(toKeep: TicketsToKeep): Promise<number> {
  const cache = await caches.open(TICKETS_CACHE);
  if (toKeep.trainScope) await keepTrainPages(cache, toKeep.trainPages);
  await cache.addAll([toKeep.page, ...toKeep.files]);
  await Promise.all([
    ...toKeep.barcodes.map(async (request) => {
      const png = await fetchTicketBarcode(toKeep.uuid, request);
      await cache.put(savedBarcodeUrl(toKeep.scope, request.tcn), new Response(png, { headers: { 'content-type': 'text/plain' } }));
    }),
    ...toKeep.pdfs.map(async (request) => {
      const file = await fetch(await requestTicketPdf(toKeep.uuid, request));
      if (!file.ok) throw new Error(`PDF not saved (${file.status})`);
      await cache.put(savedPdfUrl(toKeep.scope, request), file);
    }),
  ]);
  const record = savedRecord(toKeep.lastArrival, toKeep.renderedAt, Date.now());
  await Promise.all(
    [toKeep.scope, ...(toKeep.trainScope ? [toKeep.trainScope] : [])].map((kept) => cache.put(savedRecordUrl(kept), Response.json(record))),
  );
  return record.savedAt;
}

/**
 * The train page of each travel (stops, platforms when known, composition), with the scripts and
 * styles it names and every file its islands need to hydrate (its context's `offlineFiles`),
 * served offline by the worker registered on the train details page.
 */
async function keepTrainPages(cache: Cache, pages: readonly string[]): Promise<void> {
  const files = new Set<string>();
  await Promise.all(
    pages.map(async (page) => {
      const answer = await fetch(page);
      if (!answer.ok) throw new Error(`Train page not saved (${answer.status})`);
      const html = await answer.clone().text();
      for (const [, file] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) files.add(file!);
      for (const file of readOfflineFiles(html)) files.add(file);
      await cache.put(page, answer);
    }),
  );
  await cache.addAll([...files]);
}

/** The files a page's context lists as needed by its islands (`offlineFiles`), read from its HTML. */
export function readOfflineFiles(html: string): string[] {
  const context = html.match(new RegExp(`<script[^>]*id="${PAGE_CONTEXT_ID}"[^>]*>(.*?)</script>`, 's'))?.[1];
  const files = context ? (JSON.parse(context) as { offlineFiles?: unknown }).offlineFiles : undefined;
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && file.startsWith('/assets/')) : [];
}
