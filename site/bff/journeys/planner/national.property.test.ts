import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODES } from '../../../../domain/rail/modes';
import { bruteForceArrivals } from '../../../../tests/helpers/planner/brute-force';
import { embeddedTimetable, TEST_TODAY } from '../../../../tests/helpers/embedded-timetable';
import { callsAt } from '../timetable/calls-at';
import { runsAround } from './connections';
import { MAX_RIDES } from './csa';
import { JourneyPlanner } from './plan';

const timetable = embeddedTimetable();
const planner = new JourneyPlanner(timetable);
const runs = runsAround(timetable, TEST_TODAY);
/** Stations with at least a few dozen calls a day: pairs of them are what people search. */
const busy = timetable.stations.filter((station) => callsAt(timetable, station.index).length >= 2 * 60).map((station) => station.index);

describe('the planner over the embedded national timetable (SNCF TER and long-distance, Île-de-France lines)', () => {
  it('never answers a journey arriving later than a plain search of the same runs allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...busy),
        fc.constantFrom(...busy),
        fc.integer({ min: 5 * 60, max: 18 * 60 }),
        (origin, target, minute) => {
          fc.pre(origin !== target);
          const answers = planner.plan({
            origins: [origin],
            targets: [target],
            sens: 'PARTIR_APRES',
            day: TEST_TODAY,
            minute,
            modes: DEFAULT_MODES,
          });
          const best = bruteForceArrivals(timetable, runs, [origin], [target], minute, () => true)[MAX_RIDES]!;
          // No journey possible: none answered. (The property returns nothing: fast-check fails on
          // any value returned, an assertion's included.)
          if (best === Number.POSITIVE_INFINITY) {
            expect(answers).toEqual([]);
            return;
          }
          expect(Math.min(...answers.map((journey) => journey.arrival))).toBe(best);
          for (const journey of answers)
            for (const leg of journey.legs) {
              if (leg.kind !== 'ride') continue;
              const stopTimes = timetable.trips[leg.run.trip]!.stopTimes;
              // Boarding and alighting only where the feed allows it.
              expect(stopTimes[leg.boardPosition]!.noPickup).toBe(false);
              expect(stopTimes[leg.alightPosition]!.noDropOff).toBe(false);
            }
        },
      ),
      // Once found by a run: two busy stations with no journey between them that morning.
      { numRuns: 25, examples: [[2007, 3429, 300]] },
    );
    // 25 searches each checked against a brute force over the national timetable: a minute of
    // work for a busy core, more than the suite's 20 s for one test.
  }, 90_000);
});
