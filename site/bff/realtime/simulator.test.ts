import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import { embeddedTimetable } from '../../../tests/helpers/embedded-timetable';
import { plannedPlatform } from '../journeys/live/planned-platform';
import { decodeTripUpdates } from './decode-trip-updates';
import { simulateTripUpdates } from './simulator';

const timetable = embeddedTimetable();
// A Monday at 08:00 and 08:30 in Paris (winter time).
const EIGHT = new Date('2026-11-23T07:00:00Z');
const HALF_PAST = new Date('2026-11-23T07:30:00Z');
const live = (now: Date, seed = 'quai') =>
  decodeTripUpdates(simulateTripUpdates(timetable, { seed, now }), timetable, { now, maxAgeSeconds: 300 });
const runsOn = (day: string) => timetable.trips.filter((trip) => timetable.services.runsOn(trip.serviceId, day));

describe('the trip updates simulator', () => {
  it('writes the same feed for the same seed and moment, and another for another seed', () => {
    const bytes = simulateTripUpdates(timetable, { seed: 'quai', now: EIGHT });
    expect(Buffer.from(simulateTripUpdates(timetable, { seed: 'quai', now: EIGHT }))).toEqual(Buffer.from(bytes));
    expect(Buffer.from(simulateTripUpdates(timetable, { seed: 'other', now: EIGHT }))).not.toEqual(Buffer.from(bytes));
    const feed = GtfsRealtimeBindings.transit_realtime.FeedMessage.decode(bytes);
    expect(feed.header.gtfsRealtimeVersion).toBe('2.0');
    expect(Number(feed.header.timestamp)).toBe(EIGHT.getTime() / 1000);
  });

  it('cancels a few runs, skips stops, moves trains to other tracks, and delays runs more along the way then less', () => {
    const state = live(EIGHT);
    const runs = runsOn('2026-11-23').flatMap((trip) => {
      const run = state.get('2026-11-23', trip.id);
      return run ? [{ trip, run }] : [];
    });
    const cancelled = runs.filter(({ run }) => run.cancelled);
    const skipping = runs.filter(({ run }) => run.skipped.some(Boolean));
    const moved = runs.filter(({ trip, run }) =>
      run.tracks.some((track, position) => track && track !== plannedPlatform('2026-11-23', trip.id, position).track),
    );
    const late = runs.filter(({ run }) => Math.max(...run.departureDelays) > 0);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(skipping.length).toBeGreaterThan(0);
    expect(moved.length).toBeGreaterThan(0);
    expect(late.length).toBeGreaterThan(cancelled.length + skipping.length);
    // Fewer runs are touched than run as planned.
    expect(runs.length).toBeLessThan(runsOn('2026-11-23').length / 2);
    const rising = late.filter(({ run }) => {
      const delays = run.departureDelays.filter((delay) => delay > 0);
      const peak = Math.max(...delays);
      return delays.length >= 4 && delays[0]! < peak && delays.at(-1)! < peak;
    });
    expect(rising.length).toBeGreaterThan(0);
  });

  it('announces a run only in the 90 minutes before it leaves, and revises its delay upwards as time passes', () => {
    const state = live(EIGHT);
    for (const trip of runsOn('2026-11-23')) {
      if (trip.stopTimes[0]!.departure > 8 * 60 + 90) expect(state.get('2026-11-23', trip.id)).toBeUndefined();
    }
    const later = live(HALF_PAST);
    const grown = runsOn('2026-11-23').filter((trip) => {
      const before = state.get('2026-11-23', trip.id);
      const after = later.get('2026-11-23', trip.id);
      return before && after && Math.max(...after.departureDelays) > Math.max(...before.departureDelays);
    });
    expect(grown.length).toBeGreaterThan(0);
  });
});
