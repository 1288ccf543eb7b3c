import type { Timetable } from './types';

/** The stops of every trip at a station, as (trip index, stop position) pairs, one flat array per station. */
type CallsAt = Int32Array[];

const callsCache = new WeakMap<Timetable, CallsAt>();

/**
 * The trips calling at a station and where in each trip: made once per timetable, so that a board
 * reads the few thousand calls of its station rather than every stop of the country.
 */
export function callsAt(timetable: Timetable, station: number): Int32Array {
  let calls = callsCache.get(timetable);
  if (!calls) {
    const lists: number[][] = timetable.stations.map(() => []);
    for (const trip of timetable.trips) {
      trip.stopTimes.forEach((stopTime, position) => {
        lists[stopTime.station]!.push(trip.index, position);
      });
    }
    calls = lists.map((list) => Int32Array.from(list));
    callsCache.set(timetable, calls);
  }
  return calls[station] ?? new Int32Array(0);
}
