import type { Itinerary } from '../../adapters/bff/types';
import { formatInSiteTime } from '@quai/engine/time';

export interface DayGroup {
  /** yyyy-MM-dd in Paris time. */
  day: string;
  itineraries: Itinerary[];
}

/** Results by the Paris day of their real departure, keeping their order. */
export function groupByDay(itineraries: readonly Itinerary[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const itinerary of itineraries) {
    const day = formatInSiteTime(itinerary.dateHeureDepartReelle, 'isoDate');
    const last = groups.at(-1);
    if (last?.day === day) last.itineraries.push(itinerary);
    else groups.push({ day, itineraries: [itinerary] });
  }
  return groups;
}
