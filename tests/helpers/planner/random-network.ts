import fc from 'fast-check';
import type { TransportMode } from '../../../schemas/generated/api/journey-common';
import type { PlanQuery, Sens } from '../../../site/bff/journeys/planner/plan';
import type { Timetable } from '../../../site/bff/journeys/timetable/types';

/** Small random timetables for property tests: a few stations, trips running every day, some walking links. */
export interface NetworkSpec {
  stationCount: number;
  minTransfer: number[];
  walks: Array<{ a: number; b: number; minutes: number }>;
  trips: Array<{ stops: number[]; start: number; hops: number[]; dwells: number[]; mode: TransportMode }>;
}

/** The modes of the random networks' trips. */
export const MODES: TransportMode[] = ['HIGHSPEEDRAIL', 'REGIONALRAIL', 'SUBURBANRAILWAY', 'LOCALBUS'];
/** The day the property tests plan on (every trip runs every day). */
export const DAY = '2026-03-02';

/** A search from one station to another on DAY, departing after `minute` unless `sens` says otherwise. */
export const planQuery = (
  origin: number,
  target: number,
  minute: number,
  modes: TransportMode[],
  sens: Sens = 'PARTIR_APRES',
): PlanQuery => ({
  origins: [origin],
  targets: [target],
  sens,
  day: DAY,
  minute,
  modes,
});

export const networkSpec: fc.Arbitrary<NetworkSpec> = fc.integer({ min: 3, max: 6 }).chain((stationCount) =>
  fc.record({
    stationCount: fc.constant(stationCount),
    minTransfer: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: stationCount, maxLength: stationCount }),
    walks: fc.array(fc.record({ a: fc.nat(stationCount - 1), b: fc.nat(stationCount - 1), minutes: fc.integer({ min: 1, max: 15 }) }), {
      maxLength: 3,
    }),
    trips: fc.array(
      fc.record({
        stops: fc.uniqueArray(fc.nat(stationCount - 1), { minLength: 2, maxLength: 4 }),
        start: fc.integer({ min: 0, max: 600 }),
        // Hops last at least a minute: zero-length hops make "arrives before it departs" ambiguous.
        hops: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 3, maxLength: 3 }),
        dwells: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 }),
        mode: fc.constantFrom(...MODES),
      }),
      { minLength: 1, maxLength: 12 },
    ),
  }),
);

export function buildTimetable(spec: NetworkSpec): Timetable {
  const stations = Array.from({ length: spec.stationCount }, (_, index) => ({
    index,
    id: `S${index}`,
    code: `S${index}`,
    name: `Station ${index}`,
    lat: 45,
    lon: 5 + index,
  }));
  const footpaths: Timetable['footpaths'] = stations.map(() => []);
  for (const walk of spec.walks) {
    if (walk.a === walk.b || footpaths[walk.a]!.some((path) => path.to === walk.b)) continue;
    footpaths[walk.a]!.push({ to: walk.b, minutes: walk.minutes });
    footpaths[walk.b]!.push({ to: walk.a, minutes: walk.minutes });
  }
  const routes = MODES.map((mode, index) => ({
    index,
    id: mode,
    shortName: mode,
    longName: mode,
    mode,
    colour: '000000',
    textColour: 'FFFFFF',
    brand: { code: mode, label: mode, picto: 'ter' },
    agencyName: 'Test',
    reservationRequired: false,
  }));
  const trips = spec.trips.map((trip, index) => {
    let clock = trip.start;
    const stopTimes = trip.stops.map((station, position) => {
      if (position > 0) clock += trip.hops[position - 1]!;
      const arrival = clock;
      if (position > 0 && position < trip.stops.length - 1) clock += trip.dwells[position - 1]!;
      return { station, arrival, departure: clock };
    });
    return {
      index,
      id: `T${index}`,
      route: MODES.indexOf(trip.mode),
      serviceId: 'daily',
      number: String(100 + index),
      headsign: '',
      wheelchairAccessible: true,
      stopTimes,
    };
  });
  return {
    stations,
    stationByCode: new Map(stations.map((station) => [station.code, station.index])),
    stationByStopId: new Map(stations.map((station) => [station.id, station.index])),
    country: 'FRA',
    routes,
    trips,
    services: { runsOn: () => true },
    minTransferMinutes: Int32Array.from(spec.minTransfer),
    footpaths,
  };
}
