import type { Timetable } from '../../../site/bff/journeys/timetable/types';
import type { Run } from '../../../site/bff/journeys/planner/connections';
import { MAX_RIDES } from '../../../site/bff/journeys/planner/csa';

const NEVER = Number.POSITIVE_INFINITY;

/**
 * Earliest arrival at the targets with at most k rides, for k = 0..MAX_RIDES, found round by round
 * over every run and every pair of its stops: slow, obvious, and independent of the scan. Same
 * rules as the planner: one walk at most between rides, changes in a station take its minimum
 * transfer time, a walk replaces it; nobody boards or alights where the feed forbids it.
 */
export function bruteForceArrivals(
  timetable: Timetable,
  runs: readonly Run[],
  origins: number[],
  targets: number[],
  start: number,
  allowed: (run: Run) => boolean,
): number[] {
  const count = timetable.stations.length;
  let ready = new Array<number>(count).fill(NEVER);
  for (const origin of origins) {
    ready[origin] = start;
    for (const path of timetable.footpaths[origin]!) ready[path.to] = Math.min(ready[path.to]!, start + path.minutes);
  }
  const best: number[] = [NEVER];
  for (let rides = 1; rides <= MAX_RIDES; rides++) {
    const arrival = new Array<number>(count).fill(NEVER);
    for (const run of runs) {
      if (!allowed(run)) continue;
      const stopTimes = timetable.trips[run.trip]!.stopTimes;
      const shift = run.dayOffset * 1440;
      for (let board = 0; board < stopTimes.length; board++) {
        if (stopTimes[board]!.noPickup || ready[stopTimes[board]!.station]! > stopTimes[board]!.departure + shift) continue;
        for (let alight = board + 1; alight < stopTimes.length; alight++) {
          if (stopTimes[alight]!.noDropOff) continue;
          const station = stopTimes[alight]!.station;
          arrival[station] = Math.min(arrival[station]!, stopTimes[alight]!.arrival + shift);
        }
      }
    }
    const next = [...ready];
    let atTarget = best[rides - 1]!;
    for (let station = 0; station < count; station++) {
      if (arrival[station] === NEVER) continue;
      next[station] = Math.min(next[station]!, arrival[station]! + timetable.minTransferMinutes[station]!);
      if (targets.includes(station)) atTarget = Math.min(atTarget, arrival[station]!);
      for (const path of timetable.footpaths[station]!) {
        next[path.to] = Math.min(next[path.to]!, arrival[station]! + path.minutes);
        if (targets.includes(path.to)) atTarget = Math.min(atTarget, arrival[station]! + path.minutes);
      }
    }
    best.push(atTarget);
    ready = next;
  }
  return best;
}
