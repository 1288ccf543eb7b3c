import type { Itinerary } from '../../adapters/bff-client/types';

/** Changes of vehicle: rides minus one. Walks and waits between rides are part of a change. */
export function transferCount(itinerary: Itinerary): number {
  return Math.max(0, itinerary.listeEtapes.etape.filter((step) => step.type === 'TRANSPORT').length - 1);
}
