import type { LiveTrip, LiveTrips } from '../live/live-trips';
import type { Trip, Timetable } from '../timetable/types';
import { HopList, MODE_BITS, type ConnectionSet, type Direction } from './connections';

const COLUMNS = ['from', 'to', 'departure', 'arrival', 'run', 'fromPosition', 'toPosition', 'modeBit', 'stopRules'] as const;

/**
 * The connections of `base` as the realtime feed says the runs go, for the scan to plan on: a
 * cancelled run has none; a run with updates has its hops at their real times, and a stop it
 * skips is passed (one hop from the stop before to the stop after, so nobody boards or alights
 * there). The other runs keep their hops. A missed connection is thus never offered, and the scan
 * finds the next one that can be made. `base` itself when the feed names none of its runs.
 */
export function liveConnections(timetable: Timetable, base: ConnectionSet, live: LiveTrips, direction: Direction): ConnectionSet {
  const touched = new Uint8Array(base.runs.length);
  let capacity = 0;
  for (const run of base.runs)
    capacity += live.get(run.day, timetable.trips[run.trip]!.id) ? timetable.trips[run.trip]!.stopTimes.length - 1 : 0;
  const hops = new HopList(direction, capacity);
  base.runs.forEach((run, runIndex) => {
    const trip = timetable.trips[run.trip]!;
    const state = live.get(run.day, trip.id);
    if (!state) return;
    touched[runIndex] = 1;
    if (state.cancelled) return;
    const { arrivals, departures } = realTimes(trip, state, run.dayOffset * 1440);
    const bit = MODE_BITS[timetable.routes[trip.route]!.mode];
    let previous = -1;
    trip.stopTimes.forEach((stopTime, position) => {
      if (state.skipped[position]) return;
      if (previous >= 0) {
        hops.add(trip.stopTimes[previous]!, previous, departures[previous]!, stopTime, position, arrivals[position]!, runIndex, bit);
      }
      previous = position;
    });
  });
  if (!touched.includes(1)) return base;
  return mergeHops(base, touched, hops.sorted(base.runs));
}

/**
 * Real times of a run at each stop position, never going back in time along the trip: a feed
 * may say a train leaves a stop before it reaches it (time made up while standing), and the
 * scan needs every run's hops in order.
 */
function realTimes(trip: Trip, state: LiveTrip, shift: number): { arrivals: Int32Array; departures: Int32Array } {
  const arrivals = new Int32Array(trip.stopTimes.length);
  const departures = new Int32Array(trip.stopTimes.length);
  let last = Number.NEGATIVE_INFINITY;
  trip.stopTimes.forEach((stopTime, position) => {
    const arrival = Math.max(last, stopTime.arrival + shift + state.arrivalDelays[position]!);
    const departure = Math.max(arrival, stopTime.departure + shift + state.departureDelays[position]!);
    arrivals[position] = arrival;
    departures[position] = departure;
    last = departure;
  });
  return { arrivals, departures };
}

/** The hops of untouched runs of `base` and the re-timed ones, merged in scan order (by departure, then arrival). */
function mergeHops(base: ConnectionSet, touched: Uint8Array, retimed: ConnectionSet): ConnectionSet {
  let kept = 0;
  for (let c = 0; c < base.count; c++) if (!touched[base.run[c]!]) kept++;
  const count = kept + retimed.count;
  const merged = Object.fromEntries(COLUMNS.map((column) => [column, new Int32Array(count)])) as Pick<
    ConnectionSet,
    (typeof COLUMNS)[number]
  >;
  const copy = (source: ConnectionSet, from: number, to: number) => {
    for (const column of COLUMNS) merged[column][to] = source[column][from]!;
  };
  let b = 0;
  let r = 0;
  for (let out = 0; out < count; out++) {
    while (b < base.count && touched[base.run[b]!]) b++;
    const takeBase =
      r >= retimed.count ||
      (b < base.count &&
        (base.departure[b]! < retimed.departure[r]! ||
          (base.departure[b] === retimed.departure[r] && base.arrival[b]! <= retimed.arrival[r]!)));
    if (takeBase) copy(base, b++, out);
    else copy(retimed, r++, out);
  }
  return { runs: base.runs, count, ...merged };
}
