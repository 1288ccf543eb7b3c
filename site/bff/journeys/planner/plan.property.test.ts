import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TransportMode } from '../../../../schemas/generated/api/journey-common';
import type { Timetable } from '../timetable/types';
import { runsAround } from './connections';
import { FEWER_CHANGES_SLACK_MINUTES, MAX_RIDES } from './csa';
import { JourneyPlanner, type PlannedJourney } from './plan';
import { bruteForceArrivals } from '../../../../tests/helpers/planner/brute-force';
import { buildTimetable, DAY, MODES, networkSpec, planQuery } from '../../../../tests/helpers/planner/random-network';

const query = fc.record({
  origin: fc.nat(5),
  target: fc.nat(5),
  minute: fc.integer({ min: 0, max: 700 }),
  modes: fc.subarray(MODES, { minLength: 1 }),
});

const cases = fc
  .tuple(networkSpec, query)
  .map(([spec, q]) => ({
    timetable: buildTimetable(spec),
    origin: q.origin % spec.stationCount,
    target: q.target % spec.stationCount,
    minute: q.minute,
    modes: q.modes,
  }))
  .filter((c) => c.origin !== c.target);

function allowedBy(timetable: Timetable, modes: TransportMode[]) {
  return (run: { trip: number }) => modes.includes(timetable.routes[timetable.trips[run.trip]!.route]!.mode);
}

/** Each journey is travellable: legs chain, changes respect minimum transfer times, walks take their time. */
function expectTravellable(timetable: Timetable, journey: PlannedJourney, origin: number, target: number) {
  let station = origin;
  let time = Number.NEGATIVE_INFINITY;
  let previous: PlannedJourney['legs'][number] | undefined;
  for (const leg of journey.legs) {
    if (leg.kind === 'walk') {
      expect(leg.from).toBe(station);
      const path = timetable.footpaths[leg.from]!.find((footpath) => footpath.to === leg.to);
      expect(path).toBeDefined();
      expect(leg.arrival - leg.departure).toBe(path!.minutes);
      expect(leg.departure).toBeGreaterThanOrEqual(time);
      station = leg.to;
      time = leg.arrival;
    } else {
      const stopTimes = timetable.trips[leg.run.trip]!.stopTimes;
      expect(leg.boardPosition).toBeLessThan(leg.alightPosition);
      expect(stopTimes[leg.boardPosition]!.station).toBe(station);
      const change = previous?.kind === 'ride' ? timetable.minTransferMinutes[station]! : 0;
      expect(leg.departure).toBeGreaterThanOrEqual(time + change);
      station = stopTimes[leg.alightPosition]!.station;
      time = leg.arrival;
    }
    previous = leg;
  }
  expect(station).toBe(target);
  expect(journey.rides).toBeLessThanOrEqual(MAX_RIDES);
}

describe('journey planner against a brute-force search on small random networks', () => {
  it('departing after a time: answers are travellable and none arrives later than the best possible', () => {
    fc.assert(
      fc.property(cases, ({ timetable, origin, target, minute, modes }) => {
        const answers = new JourneyPlanner(timetable).plan(planQuery(origin, target, minute, modes));
        const best = bruteForceArrivals(timetable, runsAround(timetable, DAY), [origin], [target], minute, allowedBy(timetable, modes));
        const bestAny = best[MAX_RIDES]!;
        if (bestAny === Number.POSITIVE_INFINITY) {
          expect(answers).toEqual([]);
          return;
        }
        for (const journey of answers) {
          expectTravellable(timetable, journey, origin, target);
          expect(journey.departure).toBeGreaterThanOrEqual(minute);
          for (const leg of journey.legs)
            if (leg.kind === 'ride') expect(modes).toContain(timetable.routes[timetable.trips[leg.run.trip]!.route]!.mode);
        }
        expect(Math.min(...answers.map((journey) => journey.arrival))).toBe(bestAny);
        // Fewer changes: for each ride count worth offering, an answer does at least as well.
        for (let rides = 1; rides <= MAX_RIDES; rides++) {
          if (best[rides]! > bestAny + FEWER_CHANGES_SLACK_MINUTES) continue;
          const withAtMost = answers.filter((journey) => journey.rides <= rides).map((journey) => journey.arrival);
          expect(Math.min(...withAtMost)).toBeLessThanOrEqual(best[rides]!);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('arriving before a time: answers arrive before the bound and nothing leaving later could', () => {
    fc.assert(
      fc.property(cases, ({ timetable, origin, target, minute, modes }) => {
        const bound = minute + 300;
        const answers = new JourneyPlanner(timetable).plan(planQuery(origin, target, bound, modes, 'ARRIVER_AVANT'));
        const runs = runsAround(timetable, DAY);
        for (const journey of answers) {
          expectTravellable(timetable, journey, origin, target);
          expect(journey.arrival).toBeLessThanOrEqual(bound);
        }
        const latestDeparture = answers.length ? Math.max(...answers.map((journey) => journey.departure)) : -1440;
        const afterLatest = bruteForceArrivals(timetable, runs, [origin], [target], latestDeparture + 1, allowedBy(timetable, modes));
        expect(afterLatest[MAX_RIDES]!).toBeGreaterThan(bound);
      }),
      { numRuns: 300 },
    );
  });
});
