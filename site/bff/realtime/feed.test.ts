import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import { embeddedTimetable } from '../../../tests/helpers/embedded-timetable';
import { RealtimeFeed } from './feed';

const { transit_realtime: rt } = GtfsRealtimeBindings;
const timetable = embeddedTimetable();
const NOW = new Date('2026-11-23T07:00:00Z');
const trip = timetable.trips.find((candidate) => candidate.number === '6101')!;

describe('the realtime feed', () => {
  it('keeps the runs of a good read, and after a broken or stale one logs why and lets the planned times stand', async () => {
    const good = rt.FeedMessage.encode({
      header: { gtfsRealtimeVersion: '2.0', timestamp: NOW.getTime() / 1000 },
      entity: [
        {
          id: 'x',
          tripUpdate: {
            trip: { tripId: trip.id, startDate: '20261123', scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.CANCELED },
          },
        },
      ],
    }).finish();
    const stale = rt.FeedMessage.encode({ header: { gtfsRealtimeVersion: '2.0', timestamp: NOW.getTime() / 1000 - 3600 } }).finish();
    const reads: Array<() => Promise<Uint8Array>> = [
      async () => good,
      async () => {
        throw new Error('the feed answered 503');
      },
      async () => good,
      async () => stale,
    ];
    const feed = new RealtimeFeed({
      timetable: () => timetable,
      read: () => reads.shift()!(),
      pollSeconds: 60,
      maxAgeSeconds: 300,
      clock: () => NOW,
    });
    const warnings: string[] = [];
    let polls = 0;
    feed.onPoll(() => polls++);
    await feed.start({ warn: (object) => warnings.push((object as { err: string }).err) });
    feed.stop();
    expect(feed.live().get('2026-11-23', trip.id)?.cancelled).toBe(true);
    await feed.refresh();
    expect(feed.live().get('2026-11-23', trip.id)).toBeUndefined();
    await feed.refresh();
    await feed.refresh();
    expect(feed.live().get('2026-11-23', trip.id)).toBeUndefined();
    expect(warnings).toEqual(['the feed answered 503', expect.stringMatching(/stale/)]);
    expect(polls).toBe(4);
  });
});
