import { toParisMoment } from '../journeys/timetable/paris-time';
import type { Route, Timetable } from '../journeys/timetable/types';
import { hourlyRecordPdf, mondayOfWeek } from './hourly-record-pdf';

/** The URL of a route's sheet. */
export function hourlyRecordUrl(routeId: string): string {
  return `/api/traffic/hourly-records/${encodeURIComponent(routeId)}.pdf`;
}

/** Sheets kept generated: a few weeks of every line. */
const CACHE_SIZE = 200;

/**
 * The timetable sheets of the lines, generated on first request for the current service week and
 * kept: the timetable only changes with a new feed (and a restart), the week every Monday.
 */
export class HourlyRecords {
  private readonly cache = new Map<string, Promise<Uint8Array>>();

  constructor(
    private readonly timetable: () => Timetable,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  route(routeId: string): Route | undefined {
    return this.timetable().routes.find((route) => route.id === routeId);
  }

  /** The sheet of a route for this week; undefined for a route the timetable does not have. */
  sheet(routeId: string): Promise<Uint8Array> | undefined {
    const route = this.route(routeId);
    if (!route) return undefined;
    const weekStart = mondayOfWeek(toParisMoment(this.clock()).day);
    const key = `${routeId}|${weekStart}`;
    let sheet = this.cache.get(key);
    if (!sheet) {
      sheet = hourlyRecordPdf(this.timetable(), route, { weekStart, feedDate: feedDateOf(this.timetable()) });
      sheet.catch(() => this.cache.delete(key));
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, sheet);
    }
    return sheet;
  }
}

/**
 * "Horaires SNCF_default du 22/01/2025 au 22/04/2025, version 2025-01-22, décalés de 95 semaines":
 * the feeds the sheet comes from, and the week shift that brought their days to today's.
 */
function feedDateOf(timetable: Timetable): string {
  const day = (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : '?';
  const feeds = (timetable.feeds ?? []).map(
    (feed) => `${feed.publisher} du ${day(feed.start)} au ${day(feed.end)}${feed.version ? `, version ${feed.version}` : ''}`,
  );
  const weeks = (timetable.shiftDays ?? 0) / 7;
  return `Horaires ${feeds.join(' ; ') || 'GTFS'}${weeks ? `, décalés de ${weeks} semaines` : ''}`;
}
