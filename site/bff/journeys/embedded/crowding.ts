import type { CrowdLevel } from '../../../../schemas/generated/api/journey-common';
import { seededRandom } from '../live/seeded-random';
import { weekdayIndex } from '../timetable/days';
import type { Route } from '../timetable/types';

/**
 * The expected crowd level of a run: rush hours on weekdays fill suburban and regional trains,
 * Friday and Sunday evenings fill long-distance ones; a seeded draw varies the rest.
 */
export function crowdLevel(route: Route, tripId: string, day: string, minute: number): CrowdLevel {
  const hour = Math.floor(minute / 60) % 24;
  const weekday = weekdayIndex(day);
  const rushHour = weekday < 5 && ((hour >= 7 && hour < 10) || (hour >= 17 && hour < 20));
  const weekendTravel = (weekday === 4 || weekday === 6) && hour >= 15 && hour < 21;
  const local = ['SUBURBANRAILWAY', 'REGIONALRAIL', 'METRO', 'TRAMTRAIN', 'LOCALBUS'].includes(route.mode);
  const draw = seededRandom(`crowd|${day}|${tripId}`)();
  if ((local && rushHour) || (!local && weekendTravel)) return draw < 0.7 ? 'FORTE' : 'MOYENNE';
  return draw < 0.55 ? 'FAIBLE' : draw < 0.9 ? 'MOYENNE' : 'FORTE';
}
