import { useSyncExternalStore } from 'react';
import { ticketsOnline } from './tickets-online';

/** Whether the tickets shown are live: as the server drew them (online) until the page's script says otherwise. */
export function useTicketsOnline(): boolean {
  return useSyncExternalStore(ticketsOnline.subscribe, ticketsOnline.get, () => true);
}
