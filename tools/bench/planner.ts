import { resolve } from 'node:path';
import { loadJourneyData } from '../../site/bff/journeys/embedded/journey-data';
import { searchItineraries } from '../../site/bff/journeys/embedded/itineraries';
import { seededRandom } from '../../site/bff/journeys/live/seeded-random';
import { buildConnections, runsAround } from '../../site/bff/journeys/planner/connections';
import { addDays } from '../../site/bff/journeys/timetable/days';
import type { TransportMode } from '../../schemas/generated/api/journey-common';

/**
 * `npm run bench:planner`: 1,000 random itinerary searches over the embedded network (or the
 * feed of QUAI_GTFS_DIR), each timed from query to answer in the itinerary shape. Queries are
 * seeded, so runs compare. Design budget: median under 20 ms.
 */
const QUERIES = 1000;
const BUDGET_MS = 20;
const MODES: TransportMode[] = [
  'HIGHSPEEDRAIL',
  'REGIONALRAIL',
  'LONGDISTANCE',
  'REGIONALCOACH',
  'SUBURBANRAILWAY',
  'LOCALBUS',
  'METRO',
  'TRAMTRAIN',
];

const loadStart = performance.now();
const data = loadJourneyData(resolve(new URL('../..', import.meta.url).pathname));
const loadMs = performance.now() - loadStart;
const { timetable } = data;
const firstDay = '2026-11-23';
const connectionsPerDay = buildConnections(
  timetable,
  runsAround(timetable, firstDay).filter((run) => run.dayOffset === 0),
  'forward',
).count;

const random = seededRandom('bench-planner');
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
const times: number[] = [];
let answered = 0;
for (let index = 0; index < QUERIES; index++) {
  const from = pick(timetable.stations);
  const to = pick(timetable.stations);
  const minute = Math.floor(random() * 1440);
  const date = `${addDays(firstDay, Math.floor(random() * 7))}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const start = performance.now();
  const itineraries = searchItineraries(data, {
    departureType: 'ZONE_ARRET',
    departureCode: from.code,
    departureLat: from.lat,
    departureLng: from.lon,
    arrivalType: 'ZONE_ARRET',
    arrivalCode: to.code,
    arrivalLat: to.lat,
    arrivalLng: to.lon,
    sens: random() < 0.5 ? 'PARTIR_APRES' : 'ARRIVER_AVANT',
    date,
    locale: 'fr',
    modes: MODES,
    initialQuery: true,
  });
  times.push(performance.now() - start);
  if (itineraries.length) answered++;
}
times.sort((a, b) => a - b);
const percentile = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
const median = percentile(0.5);

console.log(
  `Network: ${timetable.stations.length} stations, ${timetable.routes.length} lines, ${timetable.trips.length} trips, ${connectionsPerDay} connections on ${firstDay}; loaded in ${loadMs.toFixed(0)} ms`,
);
console.log(
  `${QUERIES} random searches (${answered} with itineraries) over 7 days: median ${median.toFixed(2)} ms, 95th percentile ${percentile(0.95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
);
console.log(`  budget: median under ${BUDGET_MS} ms: ${median < BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`);
