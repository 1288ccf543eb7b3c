import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { distanceKm } from '../../site/bff/journeys/geo';
import { formatCsv } from '../../site/bff/csv';

/** GTFS files end lines with \n; they are data, not spreadsheets. */
const gtfsCsv = (header: string[], rows: Array<Array<string | number>>) => formatCsv(header, rows, { lineEnd: '\n' });
import { walkingLinks } from '../../site/bff/journeys/gtfs/walking';
import { AGENCIES, NETWORK, type LineSpec, type RunningDays } from '../../site/data/network';
import { primaryUic, readStations, type StationRecord } from '../../site/data/stations';
import { MODE_ROUTE_TYPES } from '../../site/bff/journeys/gtfs/route-types';

/**
 * Builds the generated Île-de-France feed (site/data/timetable/ile-de-france/) from the network
 * description in site/data/network/ and the SNCF station list; the rest of the embedded timetable
 * is SNCF's published feeds, beside it. The output depends on nothing else (no clock,
 * no randomness), so running it twice gives the same files: `npx tsx tools/data/build-gtfs.ts`.
 */
const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const OUTPUT = join(ROOT, 'site/data/timetable/ile-de-france');
/** The feed is valid over a fixed span so that the build never reads the clock. */
const FEED_START = '20250101';
const FEED_END = '20301231';
/** Minimum connection time in one station, by SNCF station category (A: large hubs). */
const MIN_TRANSFER_MINUTES: Record<string, number> = { A: 10, B: 6, C: 4 };

const DAYS: Record<RunningDays, number[]> = {
  daily: [1, 1, 1, 1, 1, 1, 1],
  weekdays: [1, 1, 1, 1, 1, 0, 0],
  weekends: [0, 0, 0, 0, 0, 1, 1],
  saturdays: [0, 0, 0, 0, 0, 1, 0],
  sundays: [0, 0, 0, 0, 0, 0, 1],
  fridays: [0, 0, 0, 0, 1, 0, 0],
};

const stationsByName = new Map(readStations(ROOT).map((station) => [station.nom, station]));

function station(name: string, line: LineSpec): StationRecord {
  const found = stationsByName.get(name);
  if (!found?.position_geographique) throw new Error(`${line.id}: no station named "${name}" with a position in stations-france.json`);
  return found;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};
const gtfsTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/** Minutes after the first departure at which the run reaches, then leaves, each stop. */
function runTimes(stops: StationRecord[], line: LineSpec): Array<{ arrival: number; departure: number }> {
  const times: Array<{ arrival: number; departure: number }> = [];
  let clock = 0;
  stops.forEach((stop, index) => {
    if (index > 0) {
      const km = distanceKm(position(stops[index - 1]!), position(stop));
      clock += Math.max(2, Math.round((km / line.speedKmh) * 60));
    }
    const dwell = index === 0 || index === stops.length - 1 ? 0 : line.dwellMinutes;
    times.push({ arrival: clock, departure: clock + dwell });
    clock += dwell;
  });
  return times;
}

const position = (station: StationRecord) => ({ lat: station.position_geographique!.lat, lon: station.position_geographique!.lon });

const trips: Array<Array<string | number>> = [];
const stopTimes: Array<Array<string | number>> = [];
const usedStations = new Map<string, StationRecord>();
const usedServices = new Set<RunningDays>();

for (const line of NETWORK) {
  let outboundNumber = line.firstNumber;
  let returnNumber = line.firstNumber + 1;
  line.patterns.forEach((pattern, patternIndex) => {
    const outbound = pattern.stops.map((name) => station(name, line));
    for (const [direction, stops] of [outbound, [...outbound].reverse()].entries()) {
      const times = runTimes(stops, line);
      for (const rule of pattern.departures) {
        const first = minutesOf(rule.first);
        let last = rule.last ? minutesOf(rule.last) : first;
        if (last < first) last += 24 * 60; // a service running past midnight
        for (let start = first; start <= last; start += rule.every ?? Number.POSITIVE_INFINITY) {
          const number = direction === 0 ? outboundNumber : returnNumber;
          if (direction === 0) outboundNumber += 2;
          else returnNumber += 2;
          const tripId = `${line.id}:${patternIndex}:${direction}:${gtfsTime(start).slice(0, 5).replace(':', '')}:${rule.days}`;
          usedServices.add(rule.days);
          trips.push([line.id, rule.days, tripId, stops.at(-1)!.nom, String(number), direction, 1]);
          stops.forEach((stop, sequence) => {
            const uic = primaryUic(stop);
            usedStations.set(uic, stop);
            stopTimes.push([
              tripId,
              gtfsTime(start + times[sequence]!.arrival),
              gtfsTime(start + times[sequence]!.departure),
              uic,
              sequence + 1,
            ]);
          });
          if (!rule.every) break;
        }
      }
    }
  });
}

const stations = [...usedStations.entries()].sort(([a], [b]) => a.localeCompare(b));
const transfers = [
  ...stations.map(([uic, record]) => [uic, uic, 2, (MIN_TRANSFER_MINUTES[record.segment_drg] ?? 5) * 60]),
  ...walkingLinks(stations.map(([uic, record]) => ({ id: uic, ...position(record) })))
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
    .map((link) => [link.from, link.to, 2, link.minutes * 60]),
];

const files: Record<string, string> = {
  'agency.txt': gtfsCsv(
    ['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_lang'],
    Object.entries(AGENCIES).map(([id, agency]) => [id, agency.name, agency.url, 'Europe/Paris', 'fr']),
  ),
  'stops.txt': gtfsCsv(
    ['stop_id', 'stop_code', 'stop_name', 'stop_lat', 'stop_lon', 'location_type'],
    stations.map(([uic, record]) => [uic, uic, record.nom, position(record).lat, position(record).lon, 0]),
  ),
  // brand_code, brand_name, picto and reservation_required extend GTFS; other feeds lack them and get defaults by mode.
  'routes.txt': gtfsCsv(
    [
      'route_id',
      'agency_id',
      'route_short_name',
      'route_long_name',
      'route_type',
      'route_color',
      'route_text_color',
      'brand_code',
      'brand_name',
      'picto',
      'reservation_required',
    ],
    NETWORK.map((line) => [
      line.id,
      line.agency,
      line.shortName,
      line.longName,
      MODE_ROUTE_TYPES[line.mode],
      line.colour,
      line.textColour,
      line.brand.code,
      line.brand.label,
      line.brand.picto,
      line.reservationRequired ? 1 : 0,
    ]),
  ),
  'trips.txt': gtfsCsv(
    ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'trip_short_name', 'direction_id', 'wheelchair_accessible'],
    trips,
  ),
  'stop_times.txt': gtfsCsv(['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence'], stopTimes),
  'calendar.txt': gtfsCsv(
    ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date'],
    [...usedServices].sort().map((days) => [days, ...DAYS[days], FEED_START, FEED_END]),
  ),
  'transfers.txt': gtfsCsv(['from_stop_id', 'to_stop_id', 'transfer_type', 'min_transfer_time'], transfers),
  'feed_info.txt': gtfsCsv(
    ['feed_publisher_name', 'feed_publisher_url', 'feed_lang', 'feed_start_date', 'feed_end_date', 'feed_version'],
    [['Quai (Île-de-France lines, generated)', 'https://quai.dev', 'fr', FEED_START, FEED_END, '1']],
  ),
};

mkdirSync(OUTPUT, { recursive: true });
for (const [name, content] of Object.entries(files)) writeFileSync(join(OUTPUT, name), content);
console.log(
  `GTFS feed written: ${stations.length} stations, ${NETWORK.length} routes, ${trips.length} trips, ${stopTimes.length} stop times, ${transfers.length} transfers.`,
);
