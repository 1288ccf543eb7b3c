import { resolve } from 'node:path';
import { loadJourneyData } from '../../site/bff/journeys/embedded/journey-data';
import { searchItineraries } from '../../site/bff/journeys/embedded/itineraries';
import { seededRandom } from '../../site/bff/journeys/live/seeded-random';
import { buildConnections, runsAround } from '../../site/bff/journeys/planner/connections';
import { FIRST_DAY, randomSearch } from './random-searches';

/**
 * `npm run bench:planner`: 1,000 random itinerary searches over the embedded network (or the
 * feed of QUAI_GTFS_DIR), each timed from query to answer in the itinerary shape. Queries are
 * seeded, so runs compare. Design budget: median under 20 ms.
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

const random = seededRandom('bench-planner');
const times: number[] = [];
let answered = 0;
for (let index = 0; index < QUERIES; index++) {
  const { search } = randomSearch(data, random);
  const start = performance.now();
  const itineraries = searchItineraries(data, search);
  times.push(performance.now() - start);
  if (itineraries.length) answered++;
}
times.sort((a, b) => a - b);
const percentile = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
const median = percentile(0.5);

console.log(
  `Network: ${timetable.stations.length} stations, ${timetable.routes.length} lines, ${timetable.trips.length} trips, ${connectionsPerDay} connections on ${FIRST_DAY}; loaded in ${loadMs.toFixed(0)} ms`,
);
console.log(
  `${QUERIES} random searches (${answered} with itineraries) over 7 days: median ${median.toFixed(2)} ms, 95th percentile ${percentile(0.95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
);
console.log(`  budget: median under ${BUDGET_MS} ms: ${median < BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`);
