/**
 * Whether the tickets page is live (online, its server reachable) or its saved copy: told by the
 * page's script (`./tickets-on-page`), which watches the network from the start, and read by the
 * block once hydrated (`useTicketsOnline`), which then leaves out live times saved with the page.
 * One module, so the script and the block, chunks of their own, share the one value.
 */

/** Marks the tickets page's notice of its saved copy: the page's script starts where it is. */
export const TICKETS_NOTICE_ATTRIBUTE = 'data-tickets-notice';

let online = true;
const listeners = new Set<() => void>();

export const ticketsOnline = {
  get: (): boolean => online,
  set(value: boolean): void {
    if (value === online) return;
    online = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
