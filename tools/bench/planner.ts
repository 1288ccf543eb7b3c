import { resolve } from 'node:path';
import { loadJourneyData } from '../../site/bff/journeys/embedded/journey-data';
import { searchItineraries } from '../../site/bff/journeys/embedded/itineraries';
import { seededRandom } from '../../site/bff/journeys/live/seeded-random';
import { buildConnections, runsAround } from '../../site/bff/journeys/planner/connections';
import type { LiveTrips } from '../../site/bff/journeys/live/live-trips';
import { addDays } from '../../site/bff/journeys/timetable/days';
import { parisInstant } from '../../site/bff/journeys/alerts/network-alerts';
import { decodeTripUpdates } from '../../site/bff/realtime/decode-trip-updates';
import { simulateTripUpdates } from '../../site/bff/realtime/simulator';
import { FIRST_DAY, randomSearch } from './random-searches';

/**
 * `npm run bench:planner`: 1,000 random itinerary searches over the embedded network (or the
 * feed of QUAI_GTFS_DIR), each timed from query to answer in the itinerary shape. Queries are
 * seeded, so runs compare. Design budget: median under 20 ms. Then the same searches at the real
 * times of the embedded simulator's trip updates (each day's feed as written at 08:00), and
 * their ratio to the first pass.
 */
const QUERIES = 1000;
const BUDGET_MS = 20;

const loadStart = performance.now();
const data = loadJourneyData(resolve(new URL('../..', import.meta.url).pathname));
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
    const start = performance.now();
    const itineraries = searchItineraries(searchData, search);
    times.push(performance.now() - start);
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

const percentile = (times: number[], share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
const planned = timeSearches(data);
const median = percentile(planned.times, 0.5);
const feeds = morningFeeds();
const live = timeSearches({ ...data, live: () => feeds });
const liveMedian = percentile(live.times, 0.5);

console.log(
  `Network: ${timetable.stations.length} stations, ${timetable.routes.length} lines, ${timetable.trips.length} trips, ${connectionsPerDay} connections on ${FIRST_DAY}; loaded in ${loadMs.toFixed(0)} ms`,
);
console.log(
  `${QUERIES} random searches (${planned.answered} with itineraries) over 7 days: median ${median.toFixed(2)} ms, 95th percentile ${percentile(planned.times, 0.95).toFixed(2)} ms, max ${planned.times.at(-1)!.toFixed(2)} ms`,
);
console.log(
  `The same at the simulator's real times (${live.answered} with itineraries): median ${liveMedian.toFixed(2)} ms, 95th percentile ${percentile(live.times, 0.95).toFixed(2)} ms; ratio of medians ${(liveMedian / median).toFixed(2)}`,
);
console.log(`  budget: median under ${BUDGET_MS} ms: ${Math.max(median, liveMedian) < BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`);
