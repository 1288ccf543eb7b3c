import Fastify from 'fastify';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { IDF_LINES } from '../../domain/traffic/line-catalogue';
import { registerEndpoints } from '../../site/bff/endpoint';
import { loadJourneyData } from '../../site/bff/journeys/embedded/journey-data';
import { searchItineraries } from '../../site/bff/journeys/embedded/itineraries';
import { seededRandom } from '../../site/bff/journeys/live/seeded-random';
import { addDays } from '../../site/bff/journeys/timetable/days';
import { registerApiSchemas } from '../../site/bff/request-validation';
import type { TrafficAlert } from '../../site/bff/traffic/alert';
import { EMBEDDED_FEED } from '../../site/bff/traffic/environment';
import { decodeServiceAlerts } from '../../site/bff/traffic/gtfs-rt';
import { HourlyRecords } from '../../site/bff/traffic/hourly-records';
import { NetworkIndex } from '../../site/bff/traffic/network-index';
import { TRAFFIC_TAG, trafficEndpoints } from '../../site/bff/traffic/routes';
import { TrafficService } from '../../site/bff/traffic/service';
import { SITE_MIGRATIONS } from '../../site/bff/features';
import { openStore } from '../../site/store/store';
import { FIRST_DAY, randomSearch } from './random-searches';

/**
 * `npm run bench:traffic`: with 500 alerts in the store (the demo feed's, multiplied over random
 * lines, regions, routes and stations; one in ten closes a station for three hours of the week),
 * 1. GET /api/traffic through Fastify (validation, answer, serialisation): median, budget 5 ms;
 * 2. the planner benchmark's 1,000 seeded searches with and without the alerts applied: the
 *    ratio of medians of the planning alone and of the whole search (answers with their alert
 *    events), budget 1.10 (alerts add under 10 %).
 */
const ALERTS = 500;
const REQUESTS = 2000;
const SEARCHES = 1000;
const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const REGIONS = ['11', '24', '27', '28', '32', '44', '52', '53', '75', '76', '84', '93'];

const data = loadJourneyData(ROOT);
const network = new NetworkIndex(data);
const random = seededRandom('bench-traffic');
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;

const demo = decodeServiceAlerts(readFileSync(join(ROOT, EMBEDDED_FEED)), network, new Date().toISOString());
const alerts: TrafficAlert[] = Array.from({ length: ALERTS }, (_, index) => {
  const model = demo[index % demo.length]!;
  const noService = index % 10 === 0;
  // A closure is a station closed for three hours one day of the searched week, as works are;
  // other alerts name a route and stay active all week.
  const start = Date.parse(`${addDays(FIRST_DAY, index % 7)}T00:00:00+01:00`) + Math.floor(random() * 21) * 3_600_000;
  return {
    ...model,
    id: `${model.id}-${index}`,
    noService,
    lines: [pick(IDF_LINES).codeLigne],
    regions: [pick(REGIONS)],
    routeIds: noService ? [] : [pick(data.timetable.routes).id],
    stationCodes: noService || random() < 0.3 ? [pick(data.timetable.stations).code] : [],
    periods: noService ? [{ start, end: start + 3 * 3_600_000 }] : [],
    updatedAt: new Date(Date.now() - index * 60_000).toISOString(),
  };
});

const store = await openStore({ dataDirectory: mkdtempSync(join(tmpdir(), 'quai-bench-traffic-')), migrations: SITE_MIGRATIONS });
const traffic = new TrafficService({
  store,
  network: () => network,
  hourlyRecords: new HourlyRecords(() => data.timetable),
  feedLocation: join(ROOT, EMBEDDED_FEED),
  pollSeconds: 60,
});
await traffic.store.replaceSource('gtfs-rt', alerts, new Date());
await traffic.current();

const app = Fastify({ logger: false });
registerApiSchemas(app);
registerEndpoints(app, trafficEndpoints(traffic), TRAFFIC_TAG);
await app.ready();
const perimeters = ['FR-IDF', 'TER', ...REGIONS];
const urls = Array.from({ length: REQUESTS }, () => {
  const perimeter = pick(perimeters);
  const line = perimeter === 'FR-IDF' && random() < 0.5 ? `&line=${pick(IDF_LINES).codeLigne}` : '';
  return `/api/traffic?perimeter=${perimeter}&locale=${pick(['fr', 'en', 'es', 'it'])}${line}`;
});
for (const url of urls.slice(0, 200)) await app.inject(url);
const requestTimes: number[] = [];
let messages = 0;
for (const url of urls) {
  const start = performance.now();
  const response = await app.inject(url);
  requestTimes.push(performance.now() - start);
  messages += (response.json() as { messages: unknown[] }).messages.length;
}

// The same seeded searches, each timed without and with the alerts, so both see the same caches.
const withoutAlerts = { ...data, alerts: () => ({ version: 0, alerts: [] }) };
const withAlerts = { ...data, alerts: () => traffic.networkAlerts() };
const searchRandom = seededRandom('bench-planner');
const baseline: number[] = [];
const applied: number[] = [];
const planBaseline: number[] = [];
const planApplied: number[] = [];
for (let index = 0; index < SEARCHES; index++) {
  const { search, from, to, minute } = randomSearch(data, searchRandom);
  // Which goes first alternates, so garbage collection pauses fall on both sides alike.
  for (const [variant, times] of index % 2
    ? ([
        [withAlerts, applied],
        [withoutAlerts, baseline],
      ] as const)
    : ([
        [withoutAlerts, baseline],
        [withAlerts, applied],
      ] as const)) {
    const start = performance.now();
    searchItineraries(variant, search);
    times.push(performance.now() - start);
  }
  // The planning alone (closed runs and stations), without formatting the answer and its events.
  const query = {
    origins: [from.index],
    targets: [to.index],
    sens: search.sens,
    day: search.date.slice(0, 10),
    minute: minute,
    modes: search.modes,
  };
  for (const [alertsOf, times] of [
    [withoutAlerts.alerts, planBaseline],
    [withAlerts.alerts, planApplied],
  ] as const) {
    const start = performance.now();
    data.planner.plan(query, alertsOf());
    times.push(performance.now() - start);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const requestMedian = median(requestTimes);
const ratio = median(applied) / median(baseline);
console.log(`${ALERTS} active alerts (${alerts.filter((alert) => alert.noService).length} no-service) in the store`);
console.log(
  `GET /api/traffic, ${REQUESTS} requests over ${perimeters.length} perimeters (${(messages / REQUESTS).toFixed(0)} messages on average): median ${requestMedian.toFixed(2)} ms`,
);
console.log(`  budget: median under 5 ms: ${requestMedian < 5 ? 'within budget' : 'OVER BUDGET'}`);
const planRatio = median(planApplied) / median(planBaseline);
console.log(
  `Planning alone, ${SEARCHES} searches: median ${median(planBaseline).toFixed(2)} ms without alerts, ${median(planApplied).toFixed(2)} ms with them: ratio ${planRatio.toFixed(2)}`,
);
console.log(`  budget: ratio under 1.10: ${planRatio < 1.1 ? 'within budget' : 'OVER BUDGET'}`);
console.log(
  `Whole searches (planning, then answers carrying every alert event): median ${median(baseline).toFixed(2)} ms without alerts, ${median(applied).toFixed(2)} ms with them: ratio ${ratio.toFixed(2)}`,
);
console.log(`  budget: ratio under 1.10: ${ratio < 1.1 ? 'within budget' : 'OVER BUDGET'}`);
await app.close();
await store.close();
