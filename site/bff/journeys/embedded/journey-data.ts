import { readFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { readStations, type StationRecord } from '../../../data/stations';
import type { CompiledTimetable } from '../gtfs/compile-feeds';
import { compiledTimetable } from '../gtfs/compiled-cache';
import { openFeed } from '../gtfs/feed-source';
import { loadTimetable } from '../gtfs/load-feed';
import { JourneyPlanner } from '../planner/plan';
import { toParisMoment } from '../timetable/paris-time';
import type { Timetable } from '../timetable/types';
import { NO_NETWORK_ALERTS, type NetworkAlerts } from '../alerts/network-alerts';
import { NO_LIVE_TRIPS, type LiveTrips } from '../live/live-trips';

/** Everything the embedded journey services read: the timetable, its planner and the station list. */
export interface JourneyData {
  timetable: Timetable;
  planner: JourneyPlanner;
  /** SNCF station records by every UIC code they have. */
  stationRecords: Map<string, StationRecord>;
  allStations: StationRecord[];
  /** Reservation (RESARAIL) codes by UIC code, for the stations that have a known one. */
  resarailCodes: Map<string, string>;
  /** The service alerts in force now: read at each search, they change while the timetable does not. */
  alerts: () => NetworkAlerts;
  /** The runs as the realtime feed last gave them: read at each answer, like the alerts. */
  live: () => LiveTrips;
}

/**
 * The embedded timetable: SNCF's published regional (TER) and long-distance (TGV INOUI, OUIGO,
 * Lyria, ICE) feeds, and the generated Île-de-France lines, merged by UIC code.
 */
const EMBEDDED_FEEDS = [
  'site/data/timetable/sncf-ter-gtfs-2025-01.zip',
  'site/data/timetable/sncf-voyages-gtfs-2024-12.zip',
  'site/data/timetable/ile-de-france',
];

/** The feeds of the timetable: QUAI_GTFS_DIR (folders or zips of real operators' feeds, separated like PATH), or the embedded ones. */
function timetableFeeds(root: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const given = (env.QUAI_GTFS_DIR ?? '').split(delimiter).filter(Boolean);
  return given.length ? given.map((path) => resolve(path)) : EMBEDDED_FEEDS.map((path) => join(root, path));
}

/** Where compiled timetables are kept between starts: QUAI_TIMETABLE_CACHE_DIR, or node_modules/.cache. */
function timetableCacheFolder(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.QUAI_TIMETABLE_CACHE_DIR ? resolve(env.QUAI_TIMETABLE_CACHE_DIR) : join(root, 'node_modules/.cache/quai-timetable');
}

export interface JourneyDataOptions {
  alerts?: () => NetworkAlerts;
  live?: () => LiveTrips;
  /** The Paris day the timetable's week shift serves (yyyy-MM-dd): today, by the process's clock. */
  today?: string;
  log?: (line: string) => void;
}

/** The configured feeds' compiled timetable: from the cache folder, or compiled now and kept there (the build, the tests' set-up, a server's start). */
export function compiledFeeds(root: string, env: NodeJS.ProcessEnv = process.env, log?: (line: string) => void): CompiledTimetable {
  return compiledTimetable(timetableFeeds(root, env).map(openFeed), timetableCacheFolder(root, env), log);
}

export function loadJourneyData(root: string, env: NodeJS.ProcessEnv = process.env, options: JourneyDataOptions = {}): JourneyData {
  const timetable = loadTimetable(compiledFeeds(root, env, options.log), options.today ?? toParisMoment(new Date()).day);
  const allStations = readStations(root);
  const stationRecords = new Map<string, StationRecord>();
  for (const station of allStations) for (const code of station.codes_uic.split(';')) stationRecords.set(code.trim(), station);
  // One name per station, wherever it is shown: the SNCF station list's, which the search offers too.
  for (const station of timetable.stations) {
    const record = stationRecords.get(station.code);
    if (record) station.name = record.nom;
  }
  const resarail = JSON.parse(readFileSync(join(root, 'site/data/resarail-codes.json'), 'utf8')) as { codes: Record<string, string> };
  return {
    timetable,
    planner: new JourneyPlanner(timetable),
    stationRecords,
    allStations,
    resarailCodes: new Map(Object.entries(resarail.codes)),
    alerts: options.alerts ?? (() => NO_NETWORK_ALERTS),
    live: options.live ?? (() => NO_LIVE_TRIPS),
  };
}
