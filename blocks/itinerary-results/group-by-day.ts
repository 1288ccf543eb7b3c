import type { Itinerary } from '../../adapters/bff-client/types';
import { formatInSiteTime } from '@quai/engine/time';

export interface DayGroup {
  /** yyyy-MM-dd in Paris time. */
  day: string;
  itineraries: Itinerary[];
}

/**
 * Results by the Paris day of their real departure: one group per day, days in order, each
 * keeping the list's order. Arriving before, the list is sorted by arrival, so an overnight
 * journey can sit between two of the next day: it joins its own day, never a second heading.
 */
export function groupByDay(itineraries: readonly Itinerary[]): DayGroup[] {
  const groups = new Map<string, Itinerary[]>();
  for (const itinerary of itineraries) {
    const day = formatInSiteTime(itinerary.dateHeureDepartReelle, 'isoDate');
    const group = groups.get(day);
    if (group) group.push(itinerary);
    else groups.set(day, [itinerary]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, items]) => ({ day, itineraries: items }));
}
