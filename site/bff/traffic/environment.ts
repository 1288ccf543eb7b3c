import { join, resolve } from 'node:path';
import type { Store } from '../../store/store';
import type { JourneyData } from '../journeys/embedded/journey-data';
import type { HourlyRecords } from './hourly-records';
import { NetworkIndex } from './network-index';
import { TrafficService } from './service';

/** The embedded Service Alerts feed, built by tools/data/build-service-alerts.ts from its readable source. */
export const EMBEDDED_FEED = 'site/data/traffic/service-alerts.pb';

export interface TrafficEnvironment {
  root: string;
  store: Store;
  env: NodeJS.ProcessEnv;
  journeyData: () => JourneyData;
  hourlyRecords: HourlyRecords;
}

/**
 * The traffic service of the environment: the feed at QUAI_GTFS_RT_ALERTS_URL (an http(s) URL or
 * a file), else the embedded one, polled every QUAI_GTFS_RT_POLL_SECONDS (60).
 */
export function trafficServiceFromEnvironment({ root, store, env, journeyData, hourlyRecords }: TrafficEnvironment): TrafficService {
  let network: NetworkIndex | undefined;
  const poll = Number(env.QUAI_GTFS_RT_POLL_SECONDS ?? 60);
  return new TrafficService({
    store,
    network: () => (network ??= new NetworkIndex(journeyData())),
    hourlyRecords,
    feedLocation: env.QUAI_GTFS_RT_ALERTS_URL || resolve(join(root, EMBEDDED_FEED)),
    pollSeconds: Number.isFinite(poll) && poll >= 5 ? poll : 60,
  });
}
