import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JourneyPlanner } from '../planner/plan';
import { buildTimetable, networkSpec } from '../../../../tests/helpers/planner/random-network';
import {
  activeAt,
  activeDuring,
  closesRoute,
  concernsStation,
  parisInstant,
  type NetworkAlert,
  type NetworkAlerts,
} from './network-alerts';

const DAY = '2026-03-02';
const MODES = ['HIGHSPEEDRAIL', 'REGIONALRAIL', 'SUBURBANRAILWAY', 'LOCALBUS'] as const;

/** No-service alerts on random routes or stations, over random windows of the day (or always). */
const alertSpecs = fc.array(
  fc.record({
    routes: fc.uniqueArray(fc.nat(3), { maxLength: 2 }),
    stations: fc.uniqueArray(fc.nat(5), { maxLength: 2 }),
    window: fc.option(fc.tuple(fc.integer({ min: 0, max: 1200 }), fc.integer({ min: 10, max: 600 })), { nil: undefined }),
  }),
  { minLength: 1, maxLength: 3 },
);

type AlertSpec = { routes: number[]; stations: number[]; window: [number, number] | undefined };

function networkAlerts(specs: AlertSpec[], stationCount: number): NetworkAlerts {
  const alerts = specs.map(
    (spec, index): NetworkAlert => ({
      id: `a${index}`,
      category: 'disturbance',
      noService: true,
      routes: new Set(spec.routes),
      stations: new Set(spec.stations.filter((station) => station < stationCount)),
      periods: spec.window ? [{ start: parisInstant(DAY, spec.window[0]), end: parisInstant(DAY, spec.window[0] + spec.window[1]) }] : [],
      wording: () => ({ title: 'Trafic interrompu', text: '' }),
    }),
  );
  return { version: 1, alerts };
}

describe('no-service alerts in the planner', () => {
  it('no itinerary rides a run suppressed by an active alert, nor boards or alights where an active alert closes the station', () => {
    fc.assert(
      fc.property(
        networkSpec,
        alertSpecs,
        fc.nat(5),
        fc.nat(5),
        fc.integer({ min: 0, max: 900 }),
        (spec, specs, origin, target, minute) => {
          const timetable = buildTimetable(spec);
          const from = origin % spec.stationCount;
          const to = target % spec.stationCount;
          if (from === to) return;
          const alerts = networkAlerts(specs, spec.stationCount);
          const journeys = new JourneyPlanner(timetable).plan(
            { origins: [from], targets: [to], sens: 'PARTIR_APRES', day: DAY, minute, modes: [...MODES] },
            alerts,
          );
          for (const journey of journeys) {
            for (const leg of journey.legs) {
              if (leg.kind !== 'ride') continue;
              const trip = timetable.trips[leg.run.trip]!;
              const start = parisInstant(leg.run.day, trip.stopTimes[0]!.departure);
              const end = parisInstant(leg.run.day, trip.stopTimes.at(-1)!.arrival);
              for (const alert of alerts.alerts) {
                if (closesRoute(alert, trip.route)) expect(activeDuring(alert, start, end)).toBe(false);
                const board = trip.stopTimes[leg.boardPosition]!;
                const alight = trip.stopTimes[leg.alightPosition]!;
                if (concernsStation(alert, trip.route, board.station))
                  expect(activeAt(alert, parisInstant(leg.run.day, board.departure))).toBe(false);
                if (concernsStation(alert, trip.route, alight.station))
                  expect(activeAt(alert, parisInstant(leg.run.day, alight.arrival))).toBe(false);
              }
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('alerts that close nothing leave the answers as they were', () => {
    fc.assert(
      fc.property(networkSpec, fc.nat(5), fc.nat(5), fc.integer({ min: 0, max: 900 }), (spec, origin, target, minute) => {
        const timetable = buildTimetable(spec);
        const query = {
          origins: [origin % spec.stationCount],
          targets: [target % spec.stationCount],
          sens: 'PARTIR_APRES' as const,
          day: DAY,
          minute,
          modes: [...MODES],
        };
        if (query.origins[0] === query.targets[0]) return;
        const informational: NetworkAlerts = {
          version: 2,
          alerts: [
            {
              id: 'i',
              category: 'information',
              noService: false,
              routes: new Set([0, 1, 2, 3]),
              stations: new Set(),
              periods: [],
              wording: () => ({ title: 'Info', text: '' }),
            },
          ],
        };
        expect(new JourneyPlanner(timetable).plan(query, informational)).toEqual(new JourneyPlanner(timetable).plan(query));
      }),
      { numRuns: 100 },
    );
  });
});
