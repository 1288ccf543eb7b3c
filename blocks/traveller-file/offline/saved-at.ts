import { savedRecordUrl, TICKETS_CACHE } from '../../../domain/traveller-file/offline-tickets';

/** Whether this browser can keep tickets offline: a service worker and the Cache API. */
export const canKeepTickets = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';

/** When the tickets of the page at `scope` were saved, if they were. */
export async function readSavedAt(scope: string): Promise<number | undefined> {
  if (!canKeepTickets()) return undefined;
  const answer = await caches.match(savedRecordUrl(scope), { cacheName: TICKETS_CACHE });
  const record = (await answer?.json().catch(() => undefined)) as { savedAt?: unknown } | undefined;
  return typeof record?.savedAt === 'number' ? record.savedAt : undefined;
}
