import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parisInstant } from '../../site/bff/journeys/alerts/network-alerts';
import { loadJourneyData } from '../../site/bff/journeys/embedded/journey-data';
import { searchItineraries } from '../../site/bff/journeys/embedded/itineraries';
import { stationTimetable } from '../../site/bff/journeys/embedded/station-timetable';
import type { LiveTrips } from '../../site/bff/journeys/live/live-trips';
import { seededRandom } from '../../site/bff/journeys/live/seeded-random';
import { buildConnections, runsAround } from '../../site/bff/journeys/planner/connections';
import { callsAt } from '../../site/bff/journeys/timetable/calls-at';
import { addDays } from '../../site/bff/journeys/timetable/days';
import { decodeTripUpdates } from '../../site/bff/realtime/decode-trip-updates';
import { simulateTripUpdates } from '../../site/bff/realtime/simulator';
import { startServer } from '../../tests/e2e/server';
import { FIRST_DAY, randomSearch } from './random-searches';

/**
 * `npm run bench:planner`: the timetable at national scale (the embedded SNCF feeds, or the feeds
 * of QUAI_GTFS_DIR), against the design's budgets: the production server's start to /healthz and
 * its resident memory then (a build must exist); 1,000 random itinerary searches between any two
 * stations, each timed from query to answer in the itinerary shape (seeded, so runs compare);
 * the board of the busiest station; then the same searches at the real times of the embedded
 * simulator's trip updates. Each figure is printed with its ratio to its budget (under 1: within).
 */
const QUERIES = 1000;
const BUDGETS = { startMs: 5000, rssMb: 400, medianMs: 10, p95Ms: 50, boardMs: 5 };

const root = resolve(new URL('../..', import.meta.url).pathname);
const within = (value: number, budget: number, unit: string) =>
  `${value.toFixed(unit === 'ms' && value < 100 ? 2 : 0)} ${unit} (budget ${budget} ${unit}, ratio ${(value / budget).toFixed(2)}${value <= budget ? '' : ', OVER BUDGET'})`;

/** The production server's start, to its first /healthz answer, and its resident memory then. */
async function serverStart(): Promise<{ ms: number; rssMb: number } | undefined> {
  const started = performance.now();
  try {
    const server = await startServer();
    const ms = performance.now() - started;
    const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
    const rssMb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    await server.stop();
    return { ms, rssMb };
  } catch (error) {
    console.log(`Server start not measured (run npm run build first): ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

const start = await serverStart();
const loadStart = performance.now();
const data = loadJourneyData(root, process.env, { today: FIRST_DAY });
const loadMs = performance.now() - loadStart;
const { timetable } = data;
const connectionsPerDay = buildConnections(
  timetable,
  runsAround(timetable, FIRST_DAY).filter((run) => run.dayOffset === 0),
  'forward',
).count;

/** The searches' times, sorted, and how many found itineraries. */
function timeSearches(searchData: typeof data): { times: number[]; answered: number } {
  const random = seededRandom('bench-planner');
  const times: number[] = [];
  let answered = 0;
  for (let index = 0; index < QUERIES; index++) {
    const { search } = randomSearch(searchData, random);
    const begun = performance.now();
    const itineraries = searchItineraries(searchData, search);
    times.push(performance.now() - begun);
    if (itineraries.length) answered++;
  }
  return { times: times.sort((a, b) => a - b), answered };
}

/** Each searched day's runs as the simulator's feed says at 08:00 that day (its morning disruptions). */
function morningFeeds(): LiveTrips {
  const feeds = new Map<string, LiveTrips>();
  for (let offset = 0; offset < 7; offset++) {
    const day = addDays(FIRST_DAY, offset);
    const now = new Date(parisInstant(day, 8 * 60));
    feeds.set(day, decodeTripUpdates(simulateTripUpdates(timetable, { seed: 'quai', now }), timetable, { now, maxAgeSeconds: 300 }));
  }
  return { get: (day, tripId) => feeds.get(day)?.get(day, tripId), updatedAt: null };
}

/** The median time of the board of the station with the most calls, at 08:00 on each day of the week. */
function busiestBoard(): { name: string; ms: number } {
  const busiest = timetable.stations.reduce((best, station) =>
    callsAt(timetable, station.index).length > callsAt(timetable, best.index).length ? station : best,
  );
  const times: number[] = [];
  for (let round = 0; round < 5; round++)
    for (let offset = 0; offset < 7; offset++) {
      const begun = performance.now();
      stationTimetable(data, busiest.code, { day: addDays(FIRST_DAY, offset), minute: 8 * 60 }, 'fr');
      times.push(performance.now() - begun);
    }
  return {
    name: busiest.name,
    ms: percentile(
      times.sort((a, b) => a - b),
      0.5,
    ),
  };
}

const percentile = (times: number[], share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
const planned = timeSearches(data);
const board = busiestBoard();
const feeds = morningFeeds();
const live = timeSearches({ ...data, live: () => feeds });

console.log(
  `Timetable: ${timetable.stations.length} stations, ${timetable.routes.length} lines, ${timetable.trips.length} trips, ${connectionsPerDay} connections on ${FIRST_DAY}; loaded in process in ${loadMs.toFixed(0)} ms`,
);
if (start) {
  console.log(`Server start to /healthz: ${within(start.ms, BUDGETS.startMs, 'ms')}`);
  console.log(`Server resident memory then: ${within(start.rssMb, BUDGETS.rssMb, 'MB')}`);
}
for (const [label, pass] of [
  ['planned times', planned],
  ["the simulator's real times", live],
] as const) {
  console.log(`${QUERIES} random searches at ${label} (${pass.answered} with itineraries) over 7 days:`);
  console.log(`  median ${within(percentile(pass.times, 0.5), BUDGETS.medianMs, 'ms')}`);
  console.log(`  95th percentile ${within(percentile(pass.times, 0.95), BUDGETS.p95Ms, 'ms')}; max ${pass.times.at(-1)!.toFixed(1)} ms`);
}
console.log(`Board of the busiest station (${board.name}), median: ${within(board.ms, BUDGETS.boardMs, 'ms')}`);
