import Fastify from 'fastify';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StationTimetable } from '../../../schemas/generated/api/station-timetable';
import { answerApiError } from '../answers/api-errors';
import type { BffContext } from '../context';
import { loadJourneyData } from '../journeys/embedded/journey-data';
import { TEST_TODAY } from '../../../tests/helpers/embedded-timetable';
import { embeddedJourneyServices } from '../journeys/embedded/services';
import { registerApiSchemas } from '../request-validation';
import { RealtimeFeed } from './feed';
import { realtimeRoutes } from './routes';

const { transit_realtime: rt } = GtfsRealtimeBindings;
const root = join(import.meta.dirname, '../../..');
// Monday 23 November 2026, 08:00 in Paris.
const NOW = new Date('2026-11-23T07:00:00Z');
const clock = () => NOW;
let bytes: Uint8Array = feedOf([]);
const realtime = new RealtimeFeed({ timetable: () => data.timetable, read: async () => bytes, pollSeconds: 60, maxAgeSeconds: 300, clock });
const data = loadJourneyData(root, {}, { live: () => realtime.live(), today: TEST_TODAY });
const app = Fastify({ logger: false });
let base = '';

function feedOf(entity: GtfsRealtimeBindings.transit_realtime.IFeedEntity[]): Uint8Array {
  return rt.FeedMessage.encode({ header: { gtfsRealtimeVersion: '2.0', timestamp: NOW.getTime() / 1000 }, entity }).finish();
}

/** An open event stream: its response, and the events (id and data) read so far. */
interface Stream {
  response: IncomingMessage;
  next(): Promise<{ id: string; data: { at: string; answer: StationTimetable } }>;
  chunks: string[];
}

function openStream(path: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (response) => {
      let buffer = '';
      const chunks: string[] = [];
      const waiting: Array<(event: { id: string; data: never }) => void> = [];
      const events: Array<{ id: string; data: never }> = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        chunks.push(chunk);
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id && data) {
            const event = { id, data: JSON.parse(data) as never };
            const waiter = waiting.shift();
            if (waiter) waiter(event);
            else events.push(event);
          }
          end = buffer.indexOf('\n\n');
        }
      });
      resolve({
        response,
        chunks,
        next: () => new Promise((done) => (events.length ? done(events.shift()!) : waiting.push(done as never))),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const departures = (board: StationTimetable) => Object.values(board.horaires).flatMap((line) => line?.depart ?? []);

beforeAll(async () => {
  registerApiSchemas(app);
  app.setErrorHandler(answerApiError);
  await realtimeRoutes(app, {
    root,
    env: { QUAI_LIVE_STREAMS_PER_CLIENT: '3' },
    services: { journeys: embeddedJourneyServices(data, clock), realtime },
  } as unknown as BffContext);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/bff/live/train-details', () => {
  it('streams the train details answer', async () => {
    const stream = await openStream('/api/bff/live/train-details?dateCirculation=2026-11-23&numeroCirculation=6101&locale=fr');
    expect(stream.response.statusCode).toBe(200);
    const event = (await stream.next()) as unknown as { data: { answer: Array<{ numeroCirculation: string }> } };
    expect(event.data.answer[0]?.numeroCirculation).toBe('6101');
    stream.response.destroy();
  });
});

describe('GET /api/bff/live/station-timetable', () => {
  it('streams the board, then again when the feed delays one of its trains, and resumes from Last-Event-ID', async () => {
    const stream = await openStream('/api/bff/live/station-timetable?codeZoneArret=87686006&locale=fr');
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.response.headers['x-accel-buffering']).toBe('no');
    const first = await stream.next();
    expect(first.data.answer.gare?.nom).toBe('Paris Gare de Lyon');
    const leaving = departures(first.data.answer)[0]!;
    expect(leaving.dateHeureReelle).toBe(leaving.dateHeure);

    const tripId = leaving.trainInfo.codeCirculation;
    bytes = feedOf([
      {
        id: 'late',
        tripUpdate: { trip: { tripId, startDate: '20261123' }, stopTimeUpdate: [{ stopSequence: 1, departure: { delay: 900 } }] },
      },
    ]);
    await realtime.refresh();
    const second = await stream.next();
    expect(second.id).not.toBe(first.id);
    const now = departures(second.data.answer).find((departure) => departure.trainInfo.codeCirculation === tripId)!;
    expect(Date.parse(now.dateHeureReelle) - Date.parse(now.dateHeure)).toBe(15 * 60000);
    expect(now.events.find((event) => event.category === 'delay')?.title).toBe('Retard de 15 min');
    stream.response.destroy();

    // A browser coming back with the last id it saw gets nothing until the board changes again.
    const resumed = await openStream('/api/bff/live/station-timetable?locale=fr&codeZoneArret=87686006', { 'last-event-id': second.id });
    bytes = feedOf([
      {
        id: 'gone',
        tripUpdate: { trip: { tripId, startDate: '20261123', scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.CANCELED } },
      },
    ]);
    await realtime.refresh();
    const third = await resumed.next();
    expect(resumed.chunks.join('').match(/^id: /gm)).toHaveLength(1);
    const cancelled = departures(third.data.answer).find((departure) => departure.trainInfo.codeCirculation === tripId)!;
    expect(cancelled.events.map((event) => event.type)).toContain('SUPPRESSION');
    resumed.response.destroy();
  });

  it('answers 400 to a query without a station, and 429 past the streams one client may hold', async () => {
    expect((await app.inject('/api/bff/live/station-timetable?locale=fr')).statusCode).toBe(400);
    const held = await Promise.all([1, 2, 3].map(() => openStream('/api/bff/live/station-timetable?codeZoneArret=87686006')));
    const refused = await openStream('/api/bff/live/station-timetable?codeZoneArret=87686006');
    expect(refused.response.statusCode).toBe(429);
    for (const stream of held) stream.response.destroy();
  });
});
