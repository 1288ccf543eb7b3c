import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readStations, type StationRecord } from '../../../data/stations';
import { loadGtfsFeed } from '../gtfs/load-feed';
import { JourneyPlanner } from '../planner/plan';
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

/** The GTFS folder: QUAI_GTFS_DIR (a real operator's feed, unzipped) or the embedded feed. */
export function gtfsFolder(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.QUAI_GTFS_DIR ? resolve(env.QUAI_GTFS_DIR) : join(root, 'site/data/gtfs');
}

export function loadJourneyData(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  alerts: () => NetworkAlerts = () => NO_NETWORK_ALERTS,
  live: () => LiveTrips = () => NO_LIVE_TRIPS,
): JourneyData {
  const timetable = loadGtfsFeed(gtfsFolder(root, env));
  const allStations = readStations(root);
  const stationRecords = new Map<string, StationRecord>();
  for (const station of allStations) for (const code of station.codes_uic.split(';')) stationRecords.set(code.trim(), station);
  const resarail = JSON.parse(readFileSync(join(root, 'site/data/resarail-codes.json'), 'utf8')) as { codes: Record<string, string> };
  return {
    timetable,
    planner: new JourneyPlanner(timetable),
    stationRecords,
    allStations,
    resarailCodes: new Map(Object.entries(resarail.codes)),
    alerts,
    live,
  };
}
