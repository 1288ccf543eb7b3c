import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../journeys/gtfs/csv';
import { parisMomentOf } from '../journeys/timetable/paris-time';
import type { Route, Timetable } from '../journeys/timetable/types';
import { hourlyRecordPdf, weekStartOf } from './hourly-record-pdf';

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
  private readonly feedDate: string;

  constructor(
    private readonly timetable: () => Timetable,
    gtfsFolder: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.feedDate = feedDateOf(gtfsFolder);
  }

  route(routeId: string): Route | undefined {
    return this.timetable().routes.find((route) => route.id === routeId);
  }

  /** The sheet of a route for this week; undefined for a route the timetable does not have. */
  sheet(routeId: string): Promise<Uint8Array> | undefined {
    const route = this.route(routeId);
    if (!route) return undefined;
    const weekStart = weekStartOf(parisMomentOf(this.clock()).day);
    const key = `${routeId}|${weekStart}`;
    let sheet = this.cache.get(key);
    if (!sheet) {
      sheet = hourlyRecordPdf(this.timetable(), route, { weekStart, feedDate: this.feedDate });
      sheet.catch(() => this.cache.delete(key));
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, sheet);
    }
    return sheet;
  }
}

/** "Horaires du 01/01/2025 au 31/12/2030, version 1" from feed_info.txt, or the folder's name when the feed has none. */
function feedDateOf(folder: string): string {
  const file = join(folder, 'feed_info.txt');
  if (!existsSync(file)) return 'Horaires GTFS';
  const info = parseCsv(readFileSync(file, 'utf8'))[0] ?? {};
  const day = (value: string | undefined) =>
    value && /^\d{8}$/.test(value) ? `${value.slice(6, 8)}/${value.slice(4, 6)}/${value.slice(0, 4)}` : '?';
  return `Horaires du ${day(info.feed_start_date)} au ${day(info.feed_end_date)}${info.feed_version ? `, version ${info.feed_version}` : ''}`;
}
