import type { TransportMode } from '../../../../schemas/generated/api/journey-common';
import { addDays } from '../timetable/days';
import type { StopTime, Timetable } from '../timetable/types';

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
  /** STOP_RULE flags: where the feed lets nobody board or alight. */
  stopRules: Int32Array;
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
  let capacity = 0;
  for (const run of runs) capacity += timetable.trips[run.trip]!.stopTimes.length - 1;
  const hops = new HopList(direction, capacity);
  runs.forEach((run, runIndex) => {
    const { stopTimes, route } = timetable.trips[run.trip]!;
    const shift = run.dayOffset * 1440;
    const bit = MODE_BITS[timetable.routes[route]!.mode];
    for (let position = 0; position + 1 < stopTimes.length; position++) {
      const here = stopTimes[position]!;
      const next = stopTimes[position + 1]!;
      hops.add(here, position, here.departure + shift, next, position + 1, next.arrival + shift, runIndex, bit);
    }
  });
  return hops.sorted(runs);
}

export type Direction = 'forward' | 'reverse';

/** Flags of a connection in the scan's frame: nobody boards at its `from`, nobody alights at its `to`. */
export const STOP_RULE = { noBoarding: 1, noAlighting: 2 } as const;

const COLUMNS = ['from', 'to', 'departure', 'arrival', 'run', 'fromPosition', 'toPosition', 'modeBit', 'stopRules'] as const;
type Column = (typeof COLUMNS)[number];
type Columns = Record<Column, Int32Array>;

/** Times in a set's frame stay within ±TIME_BIAS minutes (three service days and runs of a day and more). */
const TIME_BIAS = 8192;
const TIME_RANGE = 2 * TIME_BIAS;
const INDEX_RANGE = 2 ** 21;

/**
 * Hops gathered column by column, then sorted by departure, then arrival (which keeps hops of one
 * run in order when a stop has no dwell time), through one numeric key per hop: a typed sort
 * without a comparator is what makes a national day of connections quick to build.
 */
export class HopList {
  private readonly columns: Columns;
  private count = 0;

  /** `capacity`: at least the number of hops that will be added. */
  constructor(
    private readonly direction: Direction,
    capacity: number,
  ) {
    if (capacity >= INDEX_RANGE) throw new Error(`Too many connections in one window (${capacity})`);
    this.columns = Object.fromEntries(COLUMNS.map((column) => [column, new Int32Array(capacity)])) as Columns;
  }

  /**
   * Adds the hop of a run from one stop to the next, at the given times; in the reverse frame it
   * is turned around, and boarding there is alighting in travel order, and the other way round.
   */
  add(
    from: StopTime,
    fromPosition: number,
    fromTime: number,
    to: StopTime,
    toPosition: number,
    toTime: number,
    run: number,
    bit: number,
  ): void {
    const c = this.columns;
    const hop = this.count++;
    const forward = this.direction === 'forward';
    const boardingRefused = forward ? from.noPickup : to.noDropOff;
    const alightingRefused = forward ? to.noDropOff : from.noPickup;
    c.from[hop] = forward ? from.station : to.station;
    c.to[hop] = forward ? to.station : from.station;
    c.departure[hop] = forward ? fromTime : 0 - toTime;
    c.arrival[hop] = forward ? toTime : 0 - fromTime;
    c.run[hop] = run;
    c.fromPosition[hop] = forward ? fromPosition : toPosition;
    c.toPosition[hop] = forward ? toPosition : fromPosition;
    c.modeBit[hop] = bit;
    c.stopRules[hop] = (boardingRefused ? STOP_RULE.noBoarding : 0) | (alightingRefused ? STOP_RULE.noAlighting : 0);
  }

  /** The hops as a connection set in scan order. */
  sorted(runs: readonly Run[]): ConnectionSet {
    const { columns: c, count } = this;
    const keys = new Float64Array(count);
    for (let hop = 0; hop < count; hop++) {
      keys[hop] = ((c.departure[hop]! + TIME_BIAS) * TIME_RANGE + (c.arrival[hop]! + TIME_BIAS)) * INDEX_RANGE + hop;
    }
    keys.sort();
    const order = new Int32Array(count);
    for (let index = 0; index < count; index++) order[index] = keys[index]! % INDEX_RANGE;
    orderInstantHops(order, c);
    const sortedColumns = {} as Columns;
    for (const name of COLUMNS) {
      const values = c[name];
      const sorted = new Int32Array(count);
      for (let index = 0; index < count; index++) sorted[index] = values[order[index]!]!;
      sortedColumns[name] = sorted;
    }
    return { runs, count, ...sortedColumns };
  }
}

/**
 * Hops that take no time at all (a train that makes up a delay is given the same real time at
 * several stops) can tie on departure and arrival: among those, a hop reaching a station comes
 * before the hops leaving it, so that the scan can ride on or change at that same minute, in
 * either direction.
 */
function orderInstantHops(order: Int32Array, c: Columns): void {
  for (let start = 0; start < order.length; ) {
    const departure = c.departure[order[start]!]!;
    const arrival = c.arrival[order[start]!]!;
    let end = start + 1;
    while (end < order.length && c.departure[order[end]!] === departure && c.arrival[order[end]!] === arrival) end++;
    if (departure === arrival && end - start > 1) order.set(inTravelOrder([...order.subarray(start, end)], c), start);
    start = end;
  }
}

/** Instant hops ordered so that each comes after every hop reaching its start station (the first one left, when they form a loop). */
function inTravelOrder(instant: number[], c: Columns): number[] {
  const left = [...instant];
  const ordered: number[] = [];
  while (left.length) {
    const next = Math.max(
      0,
      left.findIndex((hop) => !left.some((other) => other !== hop && c.to[other] === c.from[hop])),
    );
    ordered.push(...left.splice(next, 1));
  }
  return ordered;
}
