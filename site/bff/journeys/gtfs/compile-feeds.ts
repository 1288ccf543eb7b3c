import { badgeTextColour, contrastRatio } from '../../../../domain/traffic/line-catalogue';
import type { Route, Station, Timetable, Trip } from '../timetable/types';
import { countryOfTimeZone } from './country';
import { parseCsv, type CsvRow } from './csv';
import type { FeedSource } from './feed-source';
import { MODE_DEFAULT_BRANDS } from './mode-defaults';
import { tripDestinationHeadsign, stopPointService, tripTrainNumber } from './operator-conventions';
import { routeBrand } from './route-brand';
import { modeOfRouteType } from './route-types';
import { compileServiceDays, dayOfEpochDay, servicePeriod, type ServiceDays } from './service-days';
import { walkingLinks } from './walking';

/** Bumped when the compiled form changes: a timetable compiled by an older version is compiled again. */
export const COMPILED_FORMAT = 9;

/** Used when a feed gives no minimum transfer time for a station. */
const DEFAULT_MIN_TRANSFER_MINUTES = 5;

/** A stop time's flags in the compiled stop times: GTFS pickup_type / drop_off_type 1. */
export const NO_PICKUP = 1;
export const NO_DROP_OFF = 2;

/** What a feed says of itself, for the "about the data" texts. */
interface FeedDescription {
  publisher: string;
  /** The service period the feed was published for, yyyy-MM-dd. */
  start: string;
  end: string;
  version: string;
}

/**
 * Feeds compiled into plain data, as kept on disk and loaded at start: stop times in one flat
 * array (station, arrival, departure, flags per stop), service days as bits.
 */
export interface CompiledTimetable {
  format: number;
  country: string;
  stations: Station[];
  stopIds: Array<[string, number]>;
  routes: Route[];
  /** Trips without their stop times: those are `count` stops of `stopTimes` from the `first`. */
  trips: Array<Omit<Trip, 'index' | 'stopTimes'> & { first: number; count: number }>;
  stopTimes: Int32Array;
  services: Array<[string, ServiceDays]>;
  /** The days every feed serves (their common period), epoch days: the week shift keeps today in it. */
  period: { first: number; last: number } | undefined;
  minTransferMinutes: Int32Array;
  footpaths: Timetable['footpaths'];
  feeds: FeedDescription[];
}

/**
 * Several GTFS feeds merged into one timetable, each read as its operator writes it. Stations are
 * merged by their code (the UIC code where one can be found): one station, one code, whichever
 * feed serves it, named as the first feed that serves it names it. Platforms are merged into
 * their parent station, since journeys, boards and calls speak of stations.
 */
export function compileFeeds(sources: readonly FeedSource[]): CompiledTimetable {
  const builder = new TimetableBuilder();
  sources.forEach((source, feedIndex) => {
    builder.addFeed(source, feedIndex);
  });
  return builder.finish();
}

class TimetableBuilder {
  readonly stations: Station[] = [];
  readonly stationByCode = new Map<string, number>();
  readonly stationByStopId = new Map<string, number>();
  readonly routes: Route[] = [];
  readonly trips: CompiledTimetable['trips'] = [];
  readonly tripIds = new Set<string>();
  stopTimes: number[] = [];
  readonly services = new Map<string, ServiceDays>();
  readonly transfers: Array<{ from: number; to: number; minutes: number }> = [];
  readonly feeds: FeedDescription[] = [];
  readonly periods: Array<{ first: number; last: number }> = [];
  country: string | undefined;

  addFeed(source: FeedSource, feedIndex: number) {
    const table = (file: string): CsvRow[] => {
      const text = source.text(file);
      return text === undefined ? [] : parseCsv(text, `${source.path}: ${file}`);
    };
    const stopRows = table('stops.txt');
    if (!stopRows.length) throw new Error(`${source.path}: no stops.txt, or an empty one`);
    const agencyRows = table('agency.txt');
    this.country ??= countryOfTimeZone(agencyRows[0]?.agency_timezone);

    const stationOfStop = this.addStations(stopRows, feedIndex);
    const feedServices = compileServiceDays(table('calendar.txt'), table('calendar_dates.txt'));
    for (const [serviceId, days] of feedServices) this.services.set(`${feedIndex}:${serviceId}`, days);
    const period = servicePeriod(feedServices.values());
    if (period) this.periods.push(period);
    const info = table('feed_info.txt')[0] ?? {};
    this.feeds.push({
      publisher: info.feed_publisher_name || agencyRows[0]?.agency_name || source.path,
      start: gtfsDay(info.feed_start_date) ?? (period ? dayOfEpochDay(period.first) : ''),
      end: gtfsDay(info.feed_end_date) ?? (period ? dayOfEpochDay(period.last) : ''),
      version: info.feed_version ?? '',
    });

    const stopsOfTrip = new Map<string, CsvRow[]>();
    for (const row of table('stop_times.txt')) {
      const rows = stopsOfTrip.get(row.trip_id!);
      if (rows) rows.push(row);
      else stopsOfTrip.set(row.trip_id!, [row]);
    }
    const agencies = new Map(agencyRows.map((row) => [row.agency_id ?? '', row.agency_name ?? '']));
    const feedRoutes = new Map(table('routes.txt').map((row) => [row.route_id!, row]));
    const variants = new Map<string, number>();
    for (const row of table('trips.txt')) {
      const routeRow = feedRoutes.get(row.route_id!);
      const stops = (stopsOfTrip.get(row.trip_id!) ?? []).filter((stop) => stationOfStop(stop.stop_id!) !== undefined);
      if (!routeRow || stops.length < 2) continue;
      stops.sort((a, b) => Number(a.stop_sequence) - Number(b.stop_sequence));
      const service = stops.map((stop) => stopPointService(stop.stop_id!)).find(Boolean);
      const variantKey = `${row.route_id}|${service?.key ?? ''}`;
      let route = variants.get(variantKey);
      if (route === undefined) {
        route = this.addRoute(routeRow, agencies, service);
        variants.set(variantKey, route);
      }
      const id = this.tripIds.has(row.trip_id!) ? `${feedIndex}:${row.trip_id}` : row.trip_id!;
      this.tripIds.add(id);
      this.trips.push({
        id,
        route,
        serviceId: `${feedIndex}:${row.service_id}`,
        number: tripTrainNumber(row),
        headsign: tripDestinationHeadsign(row),
        wheelchairAccessible: row.wheelchair_accessible === '1',
        first: this.stopTimes.length / 4,
        count: stops.length,
      });
      for (const stop of stops) {
        const arrival = minutesOfGtfsTime(stop.arrival_time || stop.departure_time!);
        const departure = minutesOfGtfsTime(stop.departure_time || stop.arrival_time!);
        const flags = (stop.pickup_type?.trim() === '1' ? NO_PICKUP : 0) | (stop.drop_off_type?.trim() === '1' ? NO_DROP_OFF : 0);
        this.stopTimes.push(stationOfStop(stop.stop_id!)!, arrival, departure, flags);
      }
    }
    this.nameServicesOfRoutes([...variants.values()], feedRoutes);
    for (const row of table('transfers.txt')) {
      const from = stationOfStop(row.from_stop_id!);
      const to = stationOfStop(row.to_stop_id!);
      if (from === undefined || to === undefined || row.transfer_type === '3') continue;
      this.transfers.push({ from, to, minutes: Math.ceil(Number(row.min_transfer_time || 0) / 60) });
    }
  }

  /** The feed's stations merged into the timetable's; gives the station of any stop id of the feed. */
  private addStations(stopRows: CsvRow[], feedIndex: number): (stopId: string) => number | undefined {
    const parentOf = new Map<string, string>();
    for (const row of stopRows) parentOf.set(row.stop_id!, row.parent_station || row.stop_id!);
    const feedStations = new Map<string, number>();
    for (const row of stopRows) {
      const isStation = parentOf.get(row.stop_id!) === row.stop_id && (!row.location_type || ['0', '1'].includes(row.location_type));
      if (!isStation) continue;
      let code = stationCode(row);
      // A code of the feed's own (not a UIC code) met in an earlier feed may name another place.
      if (!isUicCode(code) && this.stationByCode.has(code) && feedIndex > 0) code = `${feedIndex}:${code}`;
      let index = this.stationByCode.get(code);
      if (index === undefined) {
        index = this.stations.length;
        const name = row.stop_name!.trim();
        this.stations.push({ index, id: row.stop_id!, code, name, names: [], lat: Number(row.stop_lat), lon: Number(row.stop_lon) });
        this.stationByCode.set(code, index);
      }
      feedStations.set(row.stop_id!, index);
    }
    const stationOfStop = (stopId: string) => feedStations.get(parentOf.get(stopId) ?? stopId);
    for (const row of stopRows) {
      const station = stationOfStop(row.stop_id!);
      if (station === undefined) continue;
      if (!this.stationByStopId.has(row.stop_id!)) this.stationByStopId.set(row.stop_id!, station);
      // Every name a feed gives the station or its platforms: people search by any of them.
      const names = this.stations[station]!.names!;
      const name = row.stop_name?.trim();
      if (name && !names.includes(name)) names.push(name);
    }
    return stationOfStop;
  }

  /**
   * A route whose trips are of several services (trains and coaches of one TER line) is one line
   * per service. The service of the route's own type (else its first) keeps the route's id, which
   * alerts and timetable sheets name; the others add their service to it.
   */
  private nameServicesOfRoutes(indices: number[], feedRoutes: Map<string, CsvRow>) {
    const byFeedRoute = new Map<string, Route[]>();
    for (const index of indices) {
      const route = this.routes[index]!;
      byFeedRoute.set(route.feedRouteId!, [...(byFeedRoute.get(route.feedRouteId!) ?? []), route]);
    }
    for (const [feedRouteId, services] of byFeedRoute) {
      const ownMode = modeOfRouteType(Number(feedRoutes.get(feedRouteId)?.route_type));
      const plain = services.find((route) => route.mode === ownMode) ?? services[0]!;
      for (const route of services) route.id = route === plain ? feedRouteId : `${feedRouteId}|${route.brand.label}`;
    }
  }

  private addRoute(row: CsvRow, agencies: Map<string, string>, service: ReturnType<typeof stopPointService>): number {
    const mode = service?.mode ?? modeOfRouteType(Number(row.route_type));
    const fallbackBrand = MODE_DEFAULT_BRANDS[mode];
    const agencyName = agencies.get(row.agency_id ?? '') ?? [...agencies.values()][0] ?? '';
    const index = this.routes.length;
    const colour = (row.route_color || service?.colour || '6E6E78').toUpperCase();
    this.routes.push({
      index,
      id: row.route_id!,
      feedRouteId: row.route_id!,
      shortName: lineName(row, service, fallbackBrand.label),
      longName: row.route_long_name || row.route_short_name || '',
      mode,
      colour,
      textColour: readableText(colour, (row.route_text_color || 'FFFFFF').toUpperCase()),
      brand: service?.brand ?? (service ? fallbackBrand : routeBrand(row, agencyName, mode)),
      agencyName,
      reservationRequired: row.reservation_required === '1' || service?.reservationRequired === true,
    });
    return index;
  }

  finish(): CompiledTimetable {
    const minTransferMinutes = new Int32Array(this.stations.length).fill(DEFAULT_MIN_TRANSFER_MINUTES);
    const footpaths: Timetable['footpaths'] = this.stations.map(() => []);
    for (const { from, to, minutes } of this.transfers) {
      if (from === to) minTransferMinutes[from] = minutes;
      else if (!footpaths[from]!.some((path) => path.to === to)) footpaths[from]!.push({ to, minutes });
    }
    // SNCF's feeds give no transfers: stations close enough are linked on foot, unless a feed says how.
    for (const link of walkingLinks(this.stations.map((station) => ({ id: String(station.index), lat: station.lat, lon: station.lon })))) {
      const from = Number(link.from);
      const to = Number(link.to);
      if (!footpaths[from]!.some((path) => path.to === to)) footpaths[from]!.push({ to, minutes: link.minutes });
    }
    return {
      format: COMPILED_FORMAT,
      country: this.country ?? 'FRA',
      stations: this.stations,
      stopIds: [...this.stationByStopId],
      routes: this.routes,
      trips: this.trips,
      stopTimes: Int32Array.from(this.stopTimes),
      services: [...this.services],
      period: commonPeriod(this.periods),
      minTransferMinutes,
      footpaths,
      feeds: this.feeds,
    };
  }
}

/** The days all periods share, or the first period when they share none. */
function commonPeriod(periods: Array<{ first: number; last: number }>): { first: number; last: number } | undefined {
  if (!periods.length) return undefined;
  const first = Math.max(...periods.map((period) => period.first));
  const last = Math.min(...periods.map((period) => period.last));
  return first <= last ? { first, last } : periods[0];
}

/**
 * The line a traveller reads: a branded service's brand (SNCF's long-distance routes are named by
 * internal codes such as "601A"), a regional line's code after its service ("TER C12", "Car P53"),
 * else the feed's own names.
 */
function lineName(row: CsvRow, service: ReturnType<typeof stopPointService>, modeLabel: string): string {
  if (service?.brand) return service.brand.label;
  if (service) return `${modeLabel} ${row.route_short_name ?? ''}`.trim();
  return row.route_short_name || row.route_long_name || modeLabel;
}

/** The feed's text colour on the line's, unless they fail WCAG AA together (SNCF's white on orange E37830): then black or white. */
function readableText(colour: string, text: string): string {
  return contrastRatio(colour, text) >= 4.5 ? text : badgeTextColour(colour).slice(1);
}

const isUicCode = (code: string) => /^\d{7,8}$/.test(code);

/** The UIC code of a stop: its stop_code, or the eight digits ending its id (StopArea:OCE87686006), or the id itself. */
function stationCode(row: CsvRow): string {
  if (row.stop_code) return row.stop_code;
  return /(\d{8})$/.exec(row.stop_id!)?.[1] ?? row.stop_id!;
}

function minutesOfGtfsTime(time: string): number {
  const [hours = 0, minutes = 0] = time.trim().split(':').map(Number);
  return hours * 60 + minutes;
}

function gtfsDay(value: string | undefined): string | undefined {
  return value && /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` : undefined;
}
