import type { PlannedJourney } from '../planner/plan';
import type { Timetable } from '../timetable/types';
import type { LiveTrips } from './live-trips';

/**
 * Whether the realtime feed breaks a planned journey: one of its runs is cancelled, skips the stop
 * where the traveller boards or alights, or arrives so late that the next ride (planned, or as
 * late as the feed says) leaves before the change can be made.
 */
export function isBrokenByLiveTrips(timetable: Timetable, journey: PlannedJourney, live: LiveTrips): boolean {
  // When the traveller is on the platform to board the next ride: arrival, then the change or the walk.
  let readyAt: number | undefined;
  let change = 0;
  for (const leg of journey.legs) {
    if (leg.kind === 'walk') {
      // A walk between two stations replaces the change inside one.
      if (readyAt !== undefined) readyAt += leg.arrival - leg.departure;
      change = 0;
      continue;
    }
    const trip = timetable.trips[leg.run.trip]!;
    const run = live.get(leg.run.day, trip.id);
    if (run?.cancelled || run?.skipped[leg.boardPosition] || run?.skipped[leg.alightPosition]) return true;
    const departure = leg.departure + (run?.departureDelays[leg.boardPosition] ?? 0);
    if (readyAt !== undefined && departure < readyAt + change) return true;
    readyAt = leg.arrival + (run?.arrivalDelays[leg.alightPosition] ?? 0);
    change = timetable.minTransferMinutes[trip.stopTimes[leg.alightPosition]!.station]!;
  }
  return false;
}
