import { describe, expect, it } from 'vitest';
import type { Travel } from '../../../schemas/generated/api/booking';
import { buildDemoBookings } from '../traveller-file/demo-bookings';
import { embeddedTimetable } from '../../../tests/helpers/embedded-timetable';
import { toLiveTrips, NO_LIVE_TRIPS, runKey, type LiveTrip } from '../journeys/live/live-trips';
import { plannedPlatform } from '../journeys/live/planned-platform';
import type { Trip } from '../journeys/timetable/types';
import { travelRealTime } from './travel-real-time';

const timetable = embeddedTimetable();
const TODAY = '2026-11-23';
// QUAI01's second outward travel: TER 17479 Marseille Saint-Charles → Nice a week after TODAY, from its first stop to its last.
const ter = buildDemoBookings(timetable, TODAY)[0]!.passengers[0].travels[1]!;
const DAY = '2026-11-30';
const trip = timetable.trips.find(
  (candidate) => candidate.number === ter.trainNumber && timetable.services.runsOn(candidate.serviceId, DAY),
)!;
const last = trip.stopTimes.length - 1;
const UPDATED_AT = '2026-11-30T07:58:00.000Z';

const onTime = (run: Trip): LiveTrip => ({
  cancelled: false,
  arrivalDelays: new Array(run.stopTimes.length).fill(0),
  departureDelays: new Array(run.stopTimes.length).fill(0),
  skipped: new Array(run.stopTimes.length).fill(false),
  tracks: new Array(run.stopTimes.length).fill(undefined),
});
const feedSaying = (state: LiveTrip, day = DAY) => toLiveTrips(new Map([[runKey(day, trip.id), state]]), UPDATED_AT);
const delays = (first: number, others: number) => trip.stopTimes.map((_, position) => (position === 0 ? first : others));

describe("a booked travel's real times", () => {
  it('is nothing while the feed does not name the run: the booked times stand', () => {
    expect(ter.trainType).toBe('TER');
    expect(travelRealTime(timetable, NO_LIVE_TRIPS, ter)).toBeUndefined();
    // The same train on another day is another run.
    expect(travelRealTime(timetable, feedSaying(onTime(trip), '2026-11-29'), ter)).toBeUndefined();
  });

  it('gives the real departure and arrival and the minutes late at the passenger’s two stops', () => {
    const late = { ...onTime(trip), departureDelays: delays(7, 12), arrivalDelays: delays(0, 12) };
    const real = travelRealTime(timetable, feedSaying(late), ter)!;
    const shifted = (iso: string, minutes: number) => Date.parse(iso) + minutes * 60000;
    expect(real).toMatchObject({ updatedAt: UPDATED_AT, cancelled: false });
    expect(real.departure).toEqual({ realDate: expect.stringMatching(/\+01:00$/), delay: 7, deleted: false });
    expect(Date.parse(real.departure.realDate)).toBe(shifted(ter.departureDate, 7));
    expect(real.arrival).toMatchObject({ delay: 12, deleted: false });
    expect(Date.parse(real.arrival.realDate)).toBe(shifted(ter.arrivalDate, 12));
  });

  it('says on time when the feed names the run without a delay', () => {
    const real = travelRealTime(timetable, feedSaying(onTime(trip)), ter)!;
    expect(real.departure).toEqual({ realDate: ter.departureDate, delay: 0, deleted: false });
    expect(real.arrival).toEqual({ realDate: ter.arrivalDate, delay: 0, deleted: false });
  });

  it('strikes out both stops of a cancelled train, at the booked times', () => {
    const real = travelRealTime(timetable, feedSaying({ ...onTime(trip), cancelled: true, departureDelays: delays(10, 10) }), ter)!;
    expect(real.cancelled).toBe(true);
    expect(real.departure).toEqual({ realDate: ter.departureDate, delay: 0, deleted: true });
    expect(real.arrival).toEqual({ realDate: ter.arrivalDate, delay: 0, deleted: true });
  });

  it('says which of the passenger’s stops the train skips', () => {
    const skipped = trip.stopTimes.map((_, position) => position === last);
    const real = travelRealTime(timetable, feedSaying({ ...onTime(trip), skipped }), ter)!;
    expect([real.departure.deleted, real.arrival.deleted]).toEqual([false, true]);
  });

  it('gives the new track and the planned one when the feed moves the train, nothing when it confirms the planned track', () => {
    const planned = plannedPlatform(DAY, trip.id, 0).track;
    const other = planned === '7' ? '8' : '7';
    const moved = travelRealTime(
      timetable,
      feedSaying({ ...onTime(trip), tracks: trip.stopTimes.map((_, position) => (position === 0 ? other : undefined)) }),
      ter,
    )!;
    expect(moved.departure).toMatchObject({ track: other, plannedTrack: planned });
    expect(moved.arrival.track).toBeUndefined();
    const same = travelRealTime(
      timetable,
      feedSaying({ ...onTime(trip), tracks: trip.stopTimes.map((_, position) => (position === 0 ? planned : undefined)) }),
      ter,
    )!;
    expect(same.departure.track).toBeUndefined();
  });

  it('is nothing for a travel the timetable does not have: another number, station or time', () => {
    const feed = feedSaying({ ...onTime(trip), departureDelays: delays(7, 12) });
    const unknown: Travel[] = [
      { ...ter, trainNumber: '999999' },
      { ...ter, origin: 'Nowhere' },
      { ...ter, departureDate: new Date(Date.parse(ter.departureDate) + 60000).toISOString() },
    ];
    for (const travel of unknown) expect(travelRealTime(timetable, feed, travel)).toBeUndefined();
  });
});
