import Fastify from 'fastify';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { answerApiError } from '../../site/bff/answers/api-errors';
import type { BffContext } from '../../site/bff/context';
import { loadJourneyData } from '../../site/bff/journeys/embedded/journey-data';
import { embeddedJourneyServices } from '../../site/bff/journeys/embedded/services';
import { RealtimeFeed } from '../../site/bff/realtime/feed';
import { realtimeRoutes } from '../../site/bff/realtime/routes';
import { registerApiSchemas } from '../../site/bff/request-validation';
import '../../site/engine-config';

/**
 * `npm run bench:streams`: one server holding 2,000 open event streams of station boards (50 on
 * each of the 40 busiest stations, in French and English), its visitors in another thread.
 * Measures:
 * 1. the server's heap per open stream (after a full garbage collection), budget 20 kB;
 * 2. the time from a change of the trip updates feed (every run of the day 5 more minutes late,
 *    so every board changes) to the last visitor's update, against the same change with a
 *    single stream open (the cost of decoding the feed and computing one board): budget 4x.
 */
const STREAMS = 2000;
const STATIONS = 40;
const HEAP_BUDGET_KB = 20;
const RATIO_BUDGET = 4;
const ROOT = resolve(new URL('../..', import.meta.url).pathname);
// Monday 23 November 2026, 08:00 in Paris: the busiest hours of the boards.
const NOW = new Date('2026-11-23T07:00:00Z');
const clock = () => NOW;
const { transit_realtime: rt } = GtfsRealtimeBindings;

process.env.QUAI_LIVE_STREAMS_PER_CLIENT = String(STREAMS);
let bytes = feedDelayingEveryRunBy(0);
const feed = new RealtimeFeed({ timetable: () => data.timetable, read: async () => bytes, pollSeconds: 3600, maxAgeSeconds: 3600, clock });
const data = loadJourneyData(ROOT, {}, { live: () => feed.live() });
const { timetable } = data;

/** A feed in which every run of the day is `minutes` late from its first stop. */
function feedDelayingEveryRunBy(minutes: number): Uint8Array {
  const day = '2026-11-23';
  const entity = minutes
    ? data.timetable.trips
        .filter((trip) => data.timetable.services.runsOn(trip.serviceId, day))
        .map((trip) => ({
          id: trip.id,
          tripUpdate: {
            trip: { tripId: trip.id, startDate: '20261123' },
            stopTimeUpdate: [{ stopSequence: 1, departure: { delay: minutes * 60 } }],
          },
        }))
    : [];
  return rt.FeedMessage.encode({ header: { gtfsRealtimeVersion: '2.0', timestamp: NOW.getTime() / 1000 }, entity }).finish();
}

const app = Fastify({ logger: false });
registerApiSchemas(app);
app.setErrorHandler(answerApiError);
await realtimeRoutes(app, {
  root: ROOT,
  env: {},
  services: { journeys: embeddedJourneyServices(data, clock), realtime: feed },
} as BffContext);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const calls = new Int32Array(timetable.stations.length);
for (const trip of timetable.trips) for (const stopTime of trip.stopTimes) calls[stopTime.station]!++;
const busiest = timetable.stations
  .map((station) => ({ code: station.code, calls: calls[station.index]! }))
  .sort((a, b) => b.calls - a.calls)
  .slice(0, STATIONS);
const boardPath = (index: number) =>
  `/api/bff/live/station-timetable?codeZoneArret=${busiest[index % STATIONS]!.code}&locale=${index % (2 * STATIONS) < STATIONS ? 'fr' : 'en'}`;

/** Opens the streams in a thread of visitors; resolves once each has had its first event. */
function visitors(count: number): Promise<{ worker: Worker; change: (minutes: number) => Promise<number> }> {
  const worker = new Worker(new URL('./stream-clients.mjs', import.meta.url), {
    workerData: { base, paths: Array.from({ length: count }, (_, index) => boardPath(index)) },
  });
  const next = (kind: string) =>
    new Promise<{ last?: number }>((done, fail) => {
      const listen = (message: { kind: string; last?: number; message?: string }) => {
        if (message.kind === 'error') fail(new Error(message.message));
        if (message.kind !== kind) return;
        worker.off('message', listen);
        done(message);
      };
      worker.on('message', listen);
    });
  return next('ready').then(() => ({
    worker,
    // The feed changes, the server reads it: milliseconds until the last visitor has the new board.
    change: async (minutes: number) => {
      const updated = next('updated');
      worker.postMessage({ kind: 'mark' });
      bytes = feedDelayingEveryRunBy(minutes);
      const start = performance.timeOrigin + performance.now();
      await feed.refresh();
      return (await updated).last! - start;
    },
  }));
}

const collect = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
};

await feed.refresh();
const single = await visitors(1);
const singleMs = await single.change(5);
await single.worker.terminate();

const before = collect();
const crowd = await visitors(STREAMS);
const opened = collect();
const crowdMs = await crowd.change(10);
const heapPerStreamKb = (opened.heapUsed - before.heapUsed) / STREAMS / 1024;
const rssPerStreamKb = (opened.rss - before.rss) / STREAMS / 1024;
await crowd.worker.terminate();
await app.close();

const ratio = crowdMs / singleMs;
console.log(
  [
    `open streams: ${STREAMS} on ${STATIONS} boards x 2 locales (${2 * STATIONS} answers computed per change)`,
    `server heap per stream: ${heapPerStreamKb.toFixed(1)} kB (budget ${HEAP_BUDGET_KB} kB)${(globalThis as { gc?: unknown }).gc ? '' : ' — run with --expose-gc for a settled heap'}`,
    `process memory (RSS, server and visitors) per stream: ${rssPerStreamKb.toFixed(1)} kB`,
    `feed change to the last visitor's update: ${crowdMs.toFixed(0)} ms with ${STREAMS} streams, ${singleMs.toFixed(0)} ms with one`,
    `ratio ${ratio.toFixed(2)} (budget ${RATIO_BUDGET})`,
  ].join('\n'),
);
if (heapPerStreamKb > HEAP_BUDGET_KB || ratio > RATIO_BUDGET) process.exitCode = 1;
