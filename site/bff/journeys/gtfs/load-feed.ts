import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Route, Station, Timetable, Trip } from '../timetable/types';
import { serviceCalendar } from './calendar';
import { parseCsv } from './csv';
import { countryOfTimeZone } from './country';
import { MODE_DEFAULT_BRANDS } from './mode-defaults';
import { routeBrand } from './route-brand';
import { modeOfRouteType } from './route-types';
import { walkingLinks } from './walking';

/** Used when a feed gives no minimum transfer time for a station. */
const DEFAULT_MIN_TRANSFER_MINUTES = 5;

/**
 * Reads a GTFS feed folder of plain .txt files (the embedded site/data/gtfs, or a real
 * operator's feed unzipped) into memory. Platforms are merged into their parent station, since
 * journeys, boards and calls speak of stations.
 */
export function loadGtfsFeed(folder: string): Timetable {
  const read = (name: string) => (existsSync(join(folder, name)) ? parseCsv(readFileSync(join(folder, name), 'utf8')) : []);
  const stopRows = read('stops.txt');
  if (!stopRows.length) throw new Error(`No stops.txt in the GTFS folder ${folder}`);

  const parentOf = new Map<string, string>();
  for (const row of stopRows) parentOf.set(row.stop_id!, row.parent_station || row.stop_id!);
  const stations: Station[] = [];
  const stationById = new Map<string, number>();
  for (const row of stopRows) {
    if (parentOf.get(row.stop_id!) !== row.stop_id || (row.location_type && !['0', '1'].includes(row.location_type))) continue;
    const index = stations.length;
    stations.push({
      index,
      id: row.stop_id!,
      code: stationCode(row),
      name: row.stop_name!,
      lat: Number(row.stop_lat),
      lon: Number(row.stop_lon),
    });
    stationById.set(row.stop_id!, index);
  }
  const stationOfStop = (stopId: string) => stationById.get(parentOf.get(stopId) ?? stopId);

  const agencyRows = read('agency.txt');
  const agencies = new Map(agencyRows.map((row) => [row.agency_id ?? '', row.agency_name ?? '']));
  const routes: Route[] = read('routes.txt').map((row, index) => {
    const mode = modeOfRouteType(Number(row.route_type));
    const fallbackBrand = MODE_DEFAULT_BRANDS[mode];
    const agencyName = agencies.get(row.agency_id ?? '') ?? [...agencies.values()][0] ?? '';
    return {
      index,
      id: row.route_id!,
      shortName: row.route_short_name || row.route_long_name || fallbackBrand.label,
      longName: row.route_long_name || row.route_short_name || '',
      mode,
      colour: (row.route_color || '6E6E78').toUpperCase(),
      textColour: (row.route_text_color || 'FFFFFF').toUpperCase(),
      brand: routeBrand(row, agencyName, mode),
      agencyName,
      reservationRequired: row.reservation_required === '1',
    };
  });
  const routeById = new Map(routes.map((route) => [route.id, route.index]));

  const trips: Trip[] = [];
  const tripById = new Map<string, Trip>();
  for (const row of read('trips.txt')) {
    const route = routeById.get(row.route_id!);
    if (route === undefined) continue;
    const trip: Trip = {
      index: trips.length,
      id: row.trip_id!,
      route,
      serviceId: row.service_id!,
      number: row.trip_short_name || row.trip_id!,
      headsign: row.trip_headsign ?? '',
      wheelchairAccessible: row.wheelchair_accessible === '1',
      stopTimes: [],
    };
    trips.push(trip);
    tripById.set(trip.id, trip);
  }
  const sequences = new Map<Trip, number[]>();
  for (const row of read('stop_times.txt')) {
    const trip = tripById.get(row.trip_id!);
    const station = stationOfStop(row.stop_id!);
    if (!trip || station === undefined) continue;
    const arrival = minutesOfGtfsTime(row.arrival_time || row.departure_time!);
    const departure = minutesOfGtfsTime(row.departure_time || row.arrival_time!);
    trip.stopTimes.push({ station, arrival, departure });
    if (!sequences.has(trip)) sequences.set(trip, []);
    sequences.get(trip)!.push(Number(row.stop_sequence));
  }
  for (const [trip, order] of sequences) {
    const sorted = trip.stopTimes.map((stopTime, index) => ({ stopTime, sequence: order[index]! })).sort((a, b) => a.sequence - b.sequence);
    trip.stopTimes = sorted.map((entry) => entry.stopTime);
  }
  const runningTrips = trips.filter((trip) => trip.stopTimes.length >= 2).map((trip, index) => ({ ...trip, index }));

  const minTransferMinutes = new Int32Array(stations.length).fill(DEFAULT_MIN_TRANSFER_MINUTES);
  const footpaths: Timetable['footpaths'] = stations.map(() => []);
  for (const row of read('transfers.txt')) {
    const from = stationOfStop(row.from_stop_id!);
    const to = stationOfStop(row.to_stop_id!);
    if (from === undefined || to === undefined || row.transfer_type === '3') continue;
    const minutes = Math.ceil(Number(row.min_transfer_time || 0) / 60);
    if (from === to) minTransferMinutes[from] = minutes;
    else if (!footpaths[from]!.some((path) => path.to === to)) footpaths[from]!.push({ to, minutes });
  }
  if (footpaths.every((paths) => paths.length === 0)) {
    for (const link of walkingLinks(stations.map((station) => ({ id: String(station.index), lat: station.lat, lon: station.lon })))) {
      footpaths[Number(link.from)]!.push({ to: Number(link.to), minutes: link.minutes });
    }
  }

  return {
    stations,
    stationByCode: new Map(stations.map((station) => [station.code, station.index])),
    stationByStopId: new Map(
      stopRows.flatMap((row) => {
        const station = stationOfStop(row.stop_id!);
        return station === undefined ? [] : [[row.stop_id!, station] as const];
      }),
    ),
    country: countryOfTimeZone(agencyRows[0]?.agency_timezone),
    routes,
    trips: runningTrips,
    services: serviceCalendar(read('calendar.txt'), read('calendar_dates.txt')),
    minTransferMinutes,
    footpaths,
  };
}

/** The UIC code of a stop: its stop_code, or the eight digits ending its id (StopArea:OCE87686006), or the id itself. */
function stationCode(row: Record<string, string>): string {
  if (row.stop_code) return row.stop_code;
  return /(\d{8})$/.exec(row.stop_id!)?.[1] ?? row.stop_id!;
}

function minutesOfGtfsTime(time: string): number {
  const [hours = 0, minutes = 0] = time.trim().split(':').map(Number);
  return hours * 60 + minutes;
}
