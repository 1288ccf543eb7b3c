/**
 * Builds the embedded GTFS-realtime Service Alerts feed (site/data/traffic/service-alerts.pb)
 * from its readable source (site/data/traffic/service-alerts.json):
 *   npx tsx tools/data/build-service-alerts.ts [source.json] [feed.pb]
 */
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const { transit_realtime: rt } = GtfsRealtimeBindings;

export interface ReadableAlert {
  id: string;
  effect: keyof typeof rt.Alert.Effect;
  cause: keyof typeof rt.Alert.Cause;
  routes?: string[];
  stops?: string[];
  periods?: Array<{ start: string; end?: string }>;
  header: Record<string, string>;
  description?: Record<string, string>;
}

export interface ReadableFeed {
  timestamp: string;
  alerts: ReadableAlert[];
}

const seconds = (iso: string) => {
  const value = Date.parse(iso);
  if (Number.isNaN(value)) throw new Error(`not an ISO date: ${iso}`);
  return Math.floor(value / 1000);
};

const translated = (texts: Record<string, string> | undefined) => ({
  translation: Object.entries(texts ?? {}).map(([language, text]) => ({ language, text })),
});

/** Routes alone, stops alone, or each stop on each route (a stop of those routes only). */
function informedEntities({ routes = [], stops = [] }: ReadableAlert) {
  if (!stops.length) return routes.map((routeId) => ({ routeId }));
  if (!routes.length) return stops.map((stopId) => ({ stopId }));
  return routes.flatMap((routeId) => stops.map((stopId) => ({ routeId, stopId })));
}

/** The feed's protobuf bytes: a FeedMessage of version 2.0 holding one entity per alert. */
export function encodeServiceAlerts(feed: ReadableFeed): Uint8Array {
  const message = rt.FeedMessage.fromObject({
    header: { gtfsRealtimeVersion: '2.0', incrementality: rt.FeedHeader.Incrementality.FULL_DATASET, timestamp: seconds(feed.timestamp) },
    entity: feed.alerts.map((alert) => {
      if (!(alert.effect in rt.Alert.Effect)) throw new Error(`${alert.id}: unknown effect ${alert.effect}`);
      if (!(alert.cause in rt.Alert.Cause)) throw new Error(`${alert.id}: unknown cause ${alert.cause}`);
      return {
        id: alert.id,
        alert: {
          activePeriod: (alert.periods ?? []).map((period) => ({
            start: seconds(period.start),
            ...(period.end ? { end: seconds(period.end) } : {}),
          })),
          informedEntity: informedEntities(alert),
          cause: rt.Alert.Cause[alert.cause],
          effect: rt.Alert.Effect[alert.effect],
          headerText: translated(alert.header),
          descriptionText: translated(alert.description),
        },
      };
    }),
  });
  return rt.FeedMessage.encode(message).finish();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
  const source = process.argv[2] ?? join(root, 'site/data/traffic/service-alerts.json');
  const target = process.argv[3] ?? join(root, 'site/data/traffic/service-alerts.pb');
  const feed = JSON.parse(readFileSync(source, 'utf8')) as ReadableFeed;
  const bytes = encodeServiceAlerts(feed);
  writeFileSync(target, bytes);
  console.log(`${feed.alerts.length} alerts, ${bytes.length} bytes: ${target}`);
}
