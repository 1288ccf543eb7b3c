import { TICKETS_CACHE, TICKETS_WORKER_SCRIPT } from '../../../domain/traveller-file/offline-tickets';
import { canKeepTickets } from './saved-at';

/**
 * Forgets every ticket kept offline in this browser: the cache and the tickets' service worker.
 * Run when the visitor leaves the traveller file ("Se déconnecter", or the lookup page, where an
 * ended session also lands).
 */
export async function forgetSavedTickets(): Promise<void> {
  if (!canKeepTickets()) return;
  await caches.delete(TICKETS_CACHE);
  const registrations = await navigator.serviceWorker.getRegistrations();
  const workerUrl = new URL(TICKETS_WORKER_SCRIPT, location.origin).href;
  await Promise.all(
    registrations
      .filter((registration) =>
        [registration.active, registration.waiting, registration.installing].some((worker) => worker?.scriptURL === workerUrl),
      )
      .map((registration) => registration.unregister()),
  );
}
