import type { Timetable } from '../timetable/types';
import { CLOSED } from '../alerts/closures';
import { STOP_RULE, type ConnectionSet } from './connections';

/** Journeys use at most this many vehicles (four changes). */
export const MAX_RIDES = 5;
/** A journey with fewer changes is still offered when it arrives at most this long after the earliest one. */
export const FEWER_CHANGES_SLACK_MINUTES = 180;
const NEVER = 0x3fffffff;

export type JourneyLeg =
  | {
      kind: 'ride';
      run: number;
      boardPosition: number;
      alightPosition: number;
      /** When the run leaves the boarding stop and reaches the alighting one, in the scan's frame (real times when the set has them). */
      departure: number;
      arrival: number;
    }
  | { kind: 'walk'; from: number; to: number; minutes: number };

/** A journey in the scan's own time frame: legs in travel order, the target reached at `arrival`. */
export interface ScannedJourney {
  legs: JourneyLeg[];
  rides: number;
  arrival: number;
}

export interface ScanRequest {
  origins: number[];
  targets: number[];
  /** Minutes in the connection set's frame: the traveller is at an origin from this time. */
  start: number;
  modeMask: number;
  /** Connections closed by no-service alerts (flags of CLOSED by connection), if any. */
  closed?: Uint8Array;
}

/**
 * Connection Scan with a bound on the number of rides: one earliest-arrival label per station and
 * per ride count, so one pass yields the Pareto set of (arrival, changes). A run once boarded with
 * k rides is kept with the smallest k: boarding it with more is never better.
 */
export function scan(timetable: Timetable, connections: ConnectionSet, request: ScanRequest): ScannedJourney[] {
  const stationCount = timetable.stations.length;
  const targets = new Set(request.targets);
  if (request.origins.some((origin) => targets.has(origin))) return [];

  const { ready, readyAny, alighted, walked, walkedFrom, exitConnection, boardConnectionOfExit, runRides, runBoarding, targetArrival } =
    scratchFor(stationCount, connections.runs.length);
  let limit = NEVER;
  const closed = request.closed;
  // Walking from an origin straight to a target is no answer: only journeys with rides count.
  const noteTarget = (rides: number, station: number, time: number) => {
    if (rides === 0 || !targets.has(station) || time >= targetArrival[rides]!) return;
    targetArrival[rides] = time;
    limit = Math.min(limit, time + FEWER_CHANGES_SLACK_MINUTES);
  };

  const reach = (rides: number, station: number, time: number, from: number) => {
    if (from === -1) {
      if (time < alighted[rides]![station]!) alighted[rides]![station] = time;
    } else if (time < walked[rides]![station]!) {
      walked[rides]![station] = time;
      walkedFrom[rides]![station] = from;
    }
    noteTarget(rides, station, time);
  };
  const walkFrom = (rides: number, station: number, time: number) => {
    for (const path of timetable.footpaths[station]!) {
      const at = time + path.minutes;
      reach(rides, path.to, at, station);
      if (at < ready[rides]![path.to]!) ready[rides]![path.to] = at;
      if (at < readyAny[path.to]!) readyAny[path.to] = at;
    }
  };
  for (const origin of request.origins) {
    ready[0]![origin] = request.start;
    readyAny[origin] = request.start;
    alighted[0]![origin] = request.start;
  }
  for (const origin of request.origins) walkFrom(0, origin, request.start);

  for (let c = lowerBound(connections.departure, request.start); c < connections.count; c++) {
    const departure = connections.departure[c]!;
    if (departure > limit) break;
    if ((connections.modeBit[c]! & request.modeMask) === 0) continue;
    const closedFlags = closed ? closed[c]! : 0;
    if (closedFlags & CLOSED.run) continue;
    const run = connections.run[c]!;
    const from = connections.from[c]!;
    // Most connections of a national day are of runs nobody rides, from stations nobody has reached yet: one read each.
    if (runRides[run] === NEVER && readyAny[from]! > departure) continue;
    const stopRules = connections.stopRules[c]!;
    // A station the run does not serve, or where the feed lets nobody board, is passed: riders stay on.
    const boardable = (closedFlags & CLOSED.from) === 0 && (stopRules & STOP_RULE.noBoarding) === 0;
    for (let rides = 0; boardable && rides < Math.min(runRides[run]!, MAX_RIDES); rides++) {
      if (ready[rides]![from]! <= departure) {
        runRides[run] = rides + 1;
        runBoarding[run] = c;
        break;
      }
    }
    const rides = runRides[run]!;
    if (rides === NEVER || closedFlags & CLOSED.to || stopRules & STOP_RULE.noAlighting) continue;
    const to = connections.to[c]!;
    const arrival = connections.arrival[c]!;
    if (arrival >= alighted[rides]![to]!) continue;
    alighted[rides]![to] = arrival;
    exitConnection[rides]![to] = c;
    boardConnectionOfExit[rides]![to] = runBoarding[run]!;
    noteTarget(rides, to, arrival);
    const changeReady = arrival + timetable.minTransferMinutes[to]!;
    if (changeReady < ready[rides]![to]!) ready[rides]![to] = changeReady;
    if (changeReady < readyAny[to]!) readyAny[to] = changeReady;
    walkFrom(rides, to, arrival);
  }

  const journeys: ScannedJourney[] = [];
  let bestSoFar = NEVER;
  for (let rides = 1; rides <= MAX_RIDES; rides++) {
    if (targetArrival[rides]! >= bestSoFar || targetArrival[rides]! > limit) continue;
    bestSoFar = targetArrival[rides]!;
    const target = request.targets.reduce((best, station) =>
      Math.min(alighted[rides]![station]!, walked[rides]![station]!) < Math.min(alighted[rides]![best]!, walked[rides]![best]!)
        ? station
        : best,
    );
    journeys.push({ legs: reconstruct(rides, target), rides, arrival: bestSoFar });
  }
  return journeys;

  function reconstruct(rides: number, target: number): JourneyLeg[] {
    const legs: JourneyLeg[] = [];
    let station = target;
    // Arrived at the target by vehicle, or on foot from where a vehicle left us.
    let byVehicle = alighted[rides]![station]! <= walked[rides]![station]!;
    for (let k = rides; ; ) {
      if (!byVehicle) {
        const from = walkedFrom[k]![station]!;
        const minutes = timetable.footpaths[from]!.find((path) => path.to === station)!.minutes;
        legs.push({ kind: 'walk', from, to: station, minutes });
        station = from;
      }
      if (k === 0) break;
      const exit = exitConnection[k]![station]!;
      const board = boardConnectionOfExit[k]![station]!;
      legs.push({
        kind: 'ride',
        run: connections.run[exit]!,
        boardPosition: connections.fromPosition[board]!,
        alightPosition: connections.toPosition[exit]!,
        departure: connections.departure[board]!,
        arrival: connections.arrival[exit]!,
      });
      station = connections.from[board]!;
      const departure = connections.departure[board]!;
      k -= 1;
      byVehicle =
        k === 0 ? alighted[0]![station]! <= departure : alighted[k]![station]! + timetable.minTransferMinutes[station]! <= departure;
    }
    return legs.reverse();
  }
}

/**
 * A scan's labels (ready[k][s]: earliest time to board at s after k rides; alighted/walked: how
 * it was reached), kept from one scan to the next and reset by each: a search makes several
 * scans, and allocating them anew was a fifth of a scan's time. Scans are synchronous, so one
 * set serves them all.
 */
interface ScanLabels {
  ready: Int32Array[];
  /** The earliest of ready[k][s] over k: whether anyone can board at s yet. */
  readyAny: Int32Array;
  alighted: Int32Array[];
  walked: Int32Array[];
  walkedFrom: Int32Array[];
  exitConnection: Int32Array[];
  boardConnectionOfExit: Int32Array[];
  runRides: Int32Array;
  runBoarding: Int32Array;
  targetArrival: Int32Array;
}

let scanLabels: ScanLabels | undefined;

function scratchFor(stations: number, runs: number): ScanLabels {
  // Allocated bare: every scan, the first one too, sets them below.
  const perRides = () => Array.from({ length: MAX_RIDES + 1 }, () => new Int32Array(stations));
  if (!scanLabels || scanLabels.ready[0]!.length < stations || scanLabels.runRides.length < runs) {
    scanLabels = {
      ready: perRides(),
      readyAny: new Int32Array(stations),
      alighted: perRides(),
      walked: perRides(),
      walkedFrom: perRides(),
      exitConnection: perRides(),
      boardConnectionOfExit: perRides(),
      runRides: new Int32Array(runs),
      runBoarding: new Int32Array(runs),
      targetArrival: new Int32Array(MAX_RIDES + 1),
    };
  }
  for (const [labels, fill] of [
    [scanLabels.ready, NEVER],
    [scanLabels.alighted, NEVER],
    [scanLabels.walked, NEVER],
    [scanLabels.walkedFrom, -1],
    [scanLabels.exitConnection, -1],
    [scanLabels.boardConnectionOfExit, -1],
  ] as const)
    for (const level of labels) level.fill(fill, 0, stations);
  scanLabels.readyAny.fill(NEVER, 0, stations);
  scanLabels.runRides.fill(NEVER, 0, runs);
  scanLabels.runBoarding.fill(-1, 0, runs);
  scanLabels.targetArrival.fill(NEVER);
  return scanLabels;
}

/** The first index whose value is at least `value`, in an ascending array. */
function lowerBound(values: Int32Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
