import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import { embeddedTimetable } from '../../../tests/helpers/embedded-timetable';
import { decodeTripUpdates } from './decode-trip-updates';

const { transit_realtime: rt } = GtfsRealtimeBindings;
const timetable = embeddedTimetable();
const NOW = new Date('2026-11-23T07:00:00Z');
// SNCF's TGV INOUI 6101 (Paris Gare de Lyon 06:34 → Marseille Saint-Charles) and a run with intermediate stops.
const direct = timetable.trips.find((trip) => trip.number === '6101')!;
const stopping = timetable.trips.find((trip) => trip.stopTimes.length >= 5 && timetable.services.runsOn(trip.serviceId, '2026-11-23'))!;
const stopId = (position: number) => timetable.stations[stopping.stopTimes[position]!.station]!.id;

function feed(entity: GtfsRealtimeBindings.transit_realtime.IFeedEntity[], timestamp = NOW.getTime() / 1000): Uint8Array {
  return rt.FeedMessage.encode({ header: { gtfsRealtimeVersion: '2.0', timestamp }, entity }).finish();
}
const decode = (bytes: Uint8Array) => decodeTripUpdates(bytes, timetable, { now: NOW, maxAgeSeconds: 300 });

describe('decoding GTFS-realtime trip updates', () => {
  it('carries a delay to the following stops until another update, and reads absolute times against the plan', () => {
    const fourthPlanned = Date.parse('2026-11-23T00:00:00+01:00') + stopping.stopTimes[3]!.arrival * 60000;
    const live = decode(
      feed([
        {
          id: 'a',
          tripUpdate: {
            trip: { tripId: stopping.id, startDate: '20261123' },
            stopTimeUpdate: [
              { stopSequence: 2, arrival: { delay: 300 }, departure: { delay: 360 } },
              { stopId: stopId(3), arrival: { time: (fourthPlanned + 12 * 60000) / 1000 } },
            ],
          },
        },
      ]),
    );
    const run = live.get('2026-11-23', stopping.id)!;
    expect(run.cancelled).toBe(false);
    expect(run.arrivalDelays.slice(0, 5)).toEqual([0, 5, 6, 12, 12]);
    expect(run.departureDelays.slice(0, 5)).toEqual([0, 6, 6, 12, 12]);
    expect(live.updatedAt).toBe(NOW.toISOString());
  });

  it('reads cancelled runs, skipped stops and assigned tracks, and finds the run of the day without a start date', () => {
    const live = decode(
      feed([
        { id: 'c', tripUpdate: { trip: { tripId: direct.id, scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.CANCELED } } },
        {
          id: 's',
          tripUpdate: {
            trip: { tripId: stopping.id, startDate: '20261123' },
            stopTimeUpdate: [
              { stopSequence: 2, scheduleRelationship: rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SKIPPED },
              { stopSequence: 3, stopTimeProperties: { assignedStopId: `${stopId(2)}:7` } },
            ],
          },
        },
        { id: 'unknown', tripUpdate: { trip: { tripId: 'NOT-A-TRIP', startDate: '20261123' } } },
      ]),
    );
    expect(live.get('2026-11-23', direct.id)?.cancelled).toBe(true);
    const run = live.get('2026-11-23', stopping.id)!;
    expect(run.skipped.slice(0, 3)).toEqual([false, true, false]);
    expect(run.tracks[2]).toBe('7');
    expect(live.get('2026-11-23', 'NOT-A-TRIP')).toBeUndefined();
  });

  it('refuses bytes that are not a feed, a feed without version, and a stale feed', () => {
    expect(() => decode(new TextEncoder().encode('<html>oops</html>'))).toThrow();
    expect(() => decode(rt.FeedMessage.encode({ header: { gtfsRealtimeVersion: '', timestamp: NOW.getTime() / 1000 } }).finish())).toThrow(
      /gtfs_realtime_version/,
    );
    expect(() => decode(feed([], NOW.getTime() / 1000 - 3600))).toThrow(/stale/);
  });
});
