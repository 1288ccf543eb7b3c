import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TransportMode } from '../../../../schemas/generated/api/journey-common';
import type { LiveTrip, LiveTrips } from '../live/live-trips';
import type { Timetable } from '../timetable/types';
import { runsAround } from './connections';
import { MAX_RIDES } from './csa';
import { JourneyPlanner, type PlannedJourney } from './plan';
import { bruteForceArrivals } from '../../../../tests/helpers/planner/brute-force';
import { buildTimetable, DAY, MODES, networkSpec, planQuery, type NetworkSpec } from '../../../../tests/helpers/planner/random-network';

/** A feed naming runs by trip only: the same state on every service day, so a re-timed timetable says the same. */
const feedOf = (trips: Map<string, LiveTrip>): LiveTrips => ({
  get: (_day, tripId) => trips.get(tripId),
  updatedAt: '2026-03-02T08:00:00Z',
});

const onTime = (count: number): LiveTrip => ({
  cancelled: false,
  arrivalDelays: new Array(count).fill(0),
  departureDelays: new Array(count).fill(0),
  skipped: new Array(count).fill(false),
  tracks: new Array(count).fill(undefined),
});

/** What the feed does to each trip: cancelled, a skipped stop, or delays per stop (the feed never makes a train early). */
const tripFate = fc.record({
  cancelled: fc.nat(9).map((draw) => draw === 0),
  skipped: fc.option(fc.nat(3), { freq: 4 }),
  arrivalDelays: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 4, maxLength: 4 }),
  departureDelays: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 4, maxLength: 4 }),
});

const cases = fc
  .tuple(
    networkSpec,
    fc.array(fc.option(tripFate, { freq: 2 }), { minLength: 12, maxLength: 12 }),
    fc.record({
      origin: fc.nat(5),
      target: fc.nat(5),
      minute: fc.integer({ min: 0, max: 700 }),
      modes: fc.subarray(MODES, { minLength: 1 }),
    }),
  )
  .map(([spec, fates, q]) => {
    const timetable = buildTimetable(spec);
    const trips = new Map<string, LiveTrip>();
    timetable.trips.forEach((trip, index) => {
      const fate = fates[index];
      if (!fate) return;
      const count = trip.stopTimes.length;
      trips.set(trip.id, {
        ...onTime(count),
        cancelled: fate.cancelled,
        arrivalDelays: fate.arrivalDelays.slice(0, count),
        departureDelays: fate.departureDelays.slice(0, count),
        skipped: trip.stopTimes.map((_, position) => position === fate.skipped),
      });
    });
    return {
      spec,
      timetable,
      trips,
      origin: q.origin % spec.stationCount,
      target: q.target % spec.stationCount,
      minute: q.minute,
      modes: q.modes,
    };
  })
  .filter((c) => c.origin !== c.target);

/**
 * The timetable as the feed says the trains run: each trip at its real times (never going back in
 * time along the trip), without the stops it skips. Cancelled trips are left to the caller.
 */
function retimed(spec: NetworkSpec, timetable: Timetable, trips: Map<string, LiveTrip>): Timetable {
  const copy = buildTimetable(spec);
  copy.trips = timetable.trips.map((trip) => {
    const state = trips.get(trip.id);
    if (!state) return trip;
    let last = Number.NEGATIVE_INFINITY;
    const stopTimes = trip.stopTimes.flatMap((stopTime, position) => {
      const arrival = Math.max(last, stopTime.arrival + state.arrivalDelays[position]!);
      const departure = Math.max(arrival, stopTime.departure + state.departureDelays[position]!);
      last = departure;
      return state.skipped[position] ? [] : [{ station: stopTime.station, arrival, departure }];
    });
    return { ...trip, stopTimes };
  });
  return copy;
}

/** Runs the brute force may take: not cancelled, of a mode asked for. */
const running = (timetable: Timetable, trips: Map<string, LiveTrip>, modes: TransportMode[]) => (run: { trip: number }) =>
  !trips.get(timetable.trips[run.trip]!.id)?.cancelled && modes.includes(timetable.routes[timetable.trips[run.trip]!.route]!.mode);

/** Each ride of a journey can be taken as the feed says: not cancelled, boarded and left where it stops, changes made at real times. */
function expectTravellableLive(timetable: Timetable, trips: Map<string, LiveTrip>, journey: PlannedJourney) {
  let ready = Number.NEGATIVE_INFINITY;
  let change = 0;
  for (const leg of journey.legs) {
    if (leg.kind === 'walk') {
      // A walk starts when the traveller gets off, at the real time, and replaces the change.
      expect(leg.realArrival - leg.realDeparture).toBe(leg.arrival - leg.departure);
      expect(leg.realDeparture).toBeGreaterThanOrEqual(ready);
      ready = leg.realArrival;
      change = 0;
      continue;
    }
    const trip = timetable.trips[leg.run.trip]!;
    const state = trips.get(trip.id);
    expect(state?.cancelled ?? false).toBe(false);
    expect(state?.skipped[leg.boardPosition] ?? false).toBe(false);
    expect(state?.skipped[leg.alightPosition] ?? false).toBe(false);
    expect(leg.realDeparture).toBeGreaterThanOrEqual(leg.departure + (state?.departureDelays[leg.boardPosition] ?? 0));
    expect(leg.realArrival).toBeGreaterThanOrEqual(leg.arrival + (state?.arrivalDelays[leg.alightPosition] ?? 0));
    expect(leg.realDeparture).toBeGreaterThanOrEqual(ready + change);
    ready = leg.realArrival;
    change = timetable.minTransferMinutes[trip.stopTimes[leg.alightPosition]!.station]!;
  }
}

describe('the journey planner at the real times of a trip updates feed', () => {
  it('answers exactly as without a feed when the feed names runs that go as planned', () => {
    fc.assert(
      fc.property(cases, ({ timetable, origin, target, minute, modes }) => {
        const asPlanned = new Map(timetable.trips.map((trip) => [trip.id, onTime(trip.stopTimes.length)]));
        const planner = new JourneyPlanner(timetable);
        for (const sens of ['PARTIR_APRES', 'ARRIVER_AVANT'] as const) {
          const withoutFeed = planner.plan(planQuery(origin, target, minute, modes, sens));
          expect(planner.plan(planQuery(origin, target, minute, modes, sens), undefined, feedOf(asPlanned))).toEqual(withoutFeed);
          for (const journey of withoutFeed) {
            expect([journey.realDeparture, journey.realArrival]).toEqual([journey.departure, journey.arrival]);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never offers a cancelled run, a skipped stop or a missed change, and arrives as early as the re-timed timetable allows', () => {
    fc.assert(
      fc.property(cases, ({ spec, timetable, trips, origin, target, minute, modes }) => {
        const answers = new JourneyPlanner(timetable).plan(planQuery(origin, target, minute, modes), undefined, feedOf(trips));
        const late = retimed(spec, timetable, trips);
        const allowed = running(timetable, trips, modes);
        const best = bruteForceArrivals(late, runsAround(late, DAY), [origin], [target], minute, allowed)[MAX_RIDES]!;
        if (best === Number.POSITIVE_INFINITY) {
          expect(answers).toEqual([]);
          return;
        }
        for (const journey of answers) {
          expectTravellableLive(timetable, trips, journey);
          expect(journey.realDeparture).toBeGreaterThanOrEqual(minute);
        }
        expect(Math.min(...answers.map((journey) => journey.realArrival))).toBe(best);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the journey planner arriving before a time, at real times', () => {
  it('offers journeys arriving in time as the feed says, and nothing leaving later could', () => {
    fc.assert(
      fc.property(cases, ({ spec, timetable, trips, origin, target, minute, modes }) => {
        const bound = minute + 300;
        const answers = new JourneyPlanner(timetable).plan(
          planQuery(origin, target, bound, modes, 'ARRIVER_AVANT'),
          undefined,
          feedOf(trips),
        );
        for (const journey of answers) {
          expectTravellableLive(timetable, trips, journey);
          expect(journey.realArrival).toBeLessThanOrEqual(bound);
        }
        const late = retimed(spec, timetable, trips);
        const allowed = running(timetable, trips, modes);
        const latest = answers.length ? Math.max(...answers.map((journey) => journey.realDeparture)) : -1440;
        expect(bruteForceArrivals(late, runsAround(late, DAY), [origin], [target], latest + 1, allowed)[MAX_RIDES]!).toBeGreaterThan(bound);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a delay breaking a connection', () => {
  // Station 0 → 1 on trip T0 (08:00 → 08:30), then 1 → 2 on T1 (08:40 → 09:40) or T2 (09:10 → 10:10); 5 minutes to change at 1.
  const spec: NetworkSpec = {
    stationCount: 3,
    minTransfer: [0, 5, 0],
    walks: [],
    trips: [
      { stops: [0, 1], start: 480, hops: [30, 1, 1], dwells: [0, 0, 0], mode: 'REGIONALRAIL' },
      { stops: [1, 2], start: 520, hops: [60, 1, 1], dwells: [0, 0, 0], mode: 'REGIONALRAIL' },
      { stops: [1, 2], start: 550, hops: [60, 1, 1], dwells: [0, 0, 0], mode: 'REGIONALRAIL' },
    ],
  };
  const timetable = buildTimetable(spec);
  const planner = new JourneyPlanner(timetable);
  // The day's journeys: the planner pages on into the next day's runs.
  const ask = (live?: LiveTrips) =>
    planner.plan(planQuery(0, 2, 470, ['REGIONALRAIL']), undefined, live).filter((journey) => journey.departure < 1440);
  const numbers = (journey: PlannedJourney) =>
    journey.legs.map((leg) => (leg.kind === 'ride' ? timetable.trips[leg.run.trip]!.id : 'walk'));

  it('plans the first change when every train is on time', () => {
    expect(ask().map(numbers)).toEqual([['T0', 'T1']]);
  });

  it('takes the next train that can be caught when the first one arrives too late for the change', () => {
    const late = { ...onTime(2), arrivalDelays: [0, 12], departureDelays: [0, 12] };
    const [journey, ...others] = ask(feedOf(new Map([['T0', late]])));
    expect(others).toEqual([]);
    expect(numbers(journey!)).toEqual(['T0', 'T2']);
    expect([journey!.departure, journey!.realArrival]).toEqual([480, 610]);
    expect(journey!.legs[0]).toMatchObject({ arrival: 510, realArrival: 522 });
  });

  it('keeps the change a delay leaves time for, at its real times', () => {
    const late = { ...onTime(2), arrivalDelays: [0, 5], departureDelays: [0, 5] };
    const [journey] = ask(feedOf(new Map([['T0', late]])));
    expect(numbers(journey!)).toEqual(['T0', 'T1']);
    expect([journey!.arrival, journey!.realArrival]).toEqual([580, 580]);
  });

  it('takes the next train when the one after the change is cancelled or does not stop there', () => {
    expect(ask(feedOf(new Map([['T1', { ...onTime(2), cancelled: true }]]))).map(numbers)).toEqual([['T0', 'T2']]);
    expect(ask(feedOf(new Map([['T1', { ...onTime(2), skipped: [true, false] }]]))).map(numbers)).toEqual([['T0', 'T2']]);
  });
});

describe('a train making up a delay', () => {
  // Station 0 → 1 → 2 on T0 (08:00, 08:01, 08:02), 11 minutes late leaving 0 and on time after: it
  // reaches 1 and 2 at 08:11, the minute it leaves, so its two hops take no time at all.
  const spec: NetworkSpec = {
    stationCount: 3,
    minTransfer: [0, 0, 0],
    walks: [],
    trips: [{ stops: [0, 1, 2], start: 480, hops: [1, 1, 1], dwells: [0, 0, 0], mode: 'REGIONALRAIL' }],
  };
  const timetable = buildTimetable(spec);
  const late = feedOf(new Map([['T0', { ...onTime(3), departureDelays: [11, 0, 0] }]]));
  const today = (journeys: PlannedJourney[]) => journeys.filter((journey) => journey.departure >= 0 && journey.departure < 1440);

  it.each(['PARTIR_APRES', 'ARRIVER_AVANT'] as const)('is offered end to end at its real times (%s)', (sens) => {
    const minute = sens === 'PARTIR_APRES' ? 470 : 600;
    const [journey, ...others] = today(
      new JourneyPlanner(timetable).plan(planQuery(0, 2, minute, ['REGIONALRAIL'], sens), undefined, late),
    );
    expect(others).toEqual([]);
    expect([journey!.departure, journey!.arrival, journey!.realDeparture, journey!.realArrival]).toEqual([480, 482, 491, 491]);
  });
});
