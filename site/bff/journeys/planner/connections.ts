import type { TransportMode } from '../../../../schemas/generated/api/journey-common';
import { addDays } from '../timetable/days';
import type { Timetable } from '../timetable/types';

/** A trip running on one service day: times of its stops are trip times + dayOffset * 1440. */
export interface Run {
  trip: number;
  /** The service day, yyyy-MM-dd. */
  day: string;
  /** Days from the window's day to the run's service day (-1, 0 or 1). */
  dayOffset: number;
}

/**
 * The elementary hops of every run of a window, sorted by departure: one connection per pair of
 * consecutive stops. Times are minutes from midnight of the window's day. Parallel typed arrays
 * keep the scan cache-friendly.
 */
export interface ConnectionSet {
  runs: readonly Run[];
  count: number;
  from: Int32Array;
  to: Int32Array;
  departure: Int32Array;
  arrival: Int32Array;
  run: Int32Array;
  /** Stop positions in the run's trip of `from` and `to`. */
  fromPosition: Int32Array;
  toPosition: Int32Array;
  modeBit: Int32Array;
}

export const MODE_BITS: Record<TransportMode, number> = {
  HIGHSPEEDRAIL: 1,
  REGIONALRAIL: 2,
  LONGDISTANCE: 4,
  REGIONALCOACH: 8,
  SUBURBANRAILWAY: 16,
  LOCALBUS: 32,
  METRO: 64,
  TRAMTRAIN: 128,
};

export function modeMask(modes: readonly TransportMode[]): number {
  return modes.reduce((mask, mode) => mask | MODE_BITS[mode], 0);
}

/** Days of runs kept per timetable: a week either side of today covers the boards and most searches. */
const RUNS_CACHE_DAYS = 16;
const runsCache = new WeakMap<Timetable, Map<string, readonly Run[]>>();

/**
 * Runs of the day before, the day and the day after: night runs and late arrivals stay reachable.
 * Kept per day (reading the calendar for every trip is the slow part), so every board of a day
 * and every search share them; callers must not change the list.
 */
export function runsAround(timetable: Timetable, day: string): readonly Run[] {
  let days = runsCache.get(timetable);
  if (!days) {
    days = new Map();
    runsCache.set(timetable, days);
  }
  let runs = days.get(day);
  if (!runs) {
    runs = listRunsAround(timetable, day);
    if (days.size >= RUNS_CACHE_DAYS) days.delete(days.keys().next().value!);
    days.set(day, runs);
  }
  return runs;
}

function listRunsAround(timetable: Timetable, day: string): Run[] {
  const runs: Run[] = [];
  for (const dayOffset of [-1, 0, 1]) {
    const serviceDay = addDays(day, dayOffset);
    for (const trip of timetable.trips) {
      if (timetable.services.runsOn(trip.serviceId, serviceDay)) runs.push({ trip: trip.index, day: serviceDay, dayOffset });
    }
  }
  return runs;
}

/**
 * The connections of the runs, forward (sorted by departure), or reversed for "arrive before"
 * searches: each hop turned around with negated times, so that the same forward scan finds the
 * latest departures.
 */
export function buildConnections(timetable: Timetable, runs: readonly Run[], direction: Direction): ConnectionSet {
  const hops: number[][] = [];
  runs.forEach((run, runIndex) => {
    const trip = timetable.trips[run.trip]!;
    const shift = run.dayOffset * 1440;
    const bit = MODE_BITS[timetable.routes[trip.route]!.mode];
    for (let position = 0; position + 1 < trip.stopTimes.length; position++) {
      const here = trip.stopTimes[position]!;
      const next = trip.stopTimes[position + 1]!;
      hops.push(
        hopRow(
          direction,
          { station: here.station, position, time: here.departure + shift },
          { station: next.station, position: position + 1, time: next.arrival + shift },
          runIndex,
          bit,
        ),
      );
    }
  });
  sortHops(hops);
  return connectionSetOf(runs, hops);
}

export type Direction = 'forward' | 'reverse';

/** One end of a hop: the station, its stop position in the trip, and the time the run leaves (or reaches) it. */
export interface HopEnd {
  station: number;
  position: number;
  time: number;
}

/** A hop as a row of the set's columns (from, to, departure, arrival, run, fromPosition, toPosition, modeBit), in the direction's frame. */
export function hopRow(direction: Direction, from: HopEnd, to: HopEnd, runIndex: number, bit: number): number[] {
  return direction === 'forward'
    ? [from.station, to.station, from.time, to.time, runIndex, from.position, to.position, bit]
    : [to.station, from.station, -to.time, -from.time, runIndex, to.position, from.position, bit];
}

/**
 * By departure, then arrival (which keeps hops of one run in order when a stop has no dwell
 * time). Hops that take no time at all (a train that makes up a delay is given the same real time
 * at several stops) can tie on both: among those, a hop reaching a station comes before the hops
 * leaving it, so that the scan can ride on or change at that same minute, in either direction.
 */
export function sortHops(hops: number[][]): void {
  hops.sort((a, b) => a[2]! - b[2]! || a[3]! - b[3]!);
  for (let start = 0; start < hops.length; ) {
    let end = start + 1;
    const [departure, arrival] = [hops[start]![2]!, hops[start]![3]!];
    while (end < hops.length && hops[end]![2] === departure && hops[end]![3] === arrival) end++;
    if (departure === arrival && end - start > 1) hops.splice(start, end - start, ...inTravelOrder(hops.slice(start, end)));
    start = end;
  }
}

/** Instant hops ordered so that each comes after every hop reaching its start station (the first one left, when they form a loop). */
function inTravelOrder(instant: number[][]): number[][] {
  const left = [...instant];
  const ordered: number[][] = [];
  while (left.length) {
    const next = Math.max(
      0,
      left.findIndex((hop) => !left.some((other) => other !== hop && other[1] === hop[0])),
    );
    ordered.push(...left.splice(next, 1));
  }
  return ordered;
}

/** The set of sorted hop rows. */
export function connectionSetOf(runs: readonly Run[], hops: number[][]): ConnectionSet {
  const column = (index: number) => Int32Array.from(hops, (hop) => hop[index]!);
  return {
    runs,
    count: hops.length,
    from: column(0),
    to: column(1),
    departure: column(2),
    arrival: column(3),
    run: column(4),
    fromPosition: column(5),
    toPosition: column(6),
    modeBit: column(7),
  };
}
