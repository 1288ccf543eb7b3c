import type { Locale } from '@quai/engine/i18n';
import type { TrafficAnswer, TrafficMessage } from '../../../schemas/generated/api/traffic-answer';
import type { TrafficQuery } from '../../../schemas/generated/api/traffic-query';
import type { EditorialTrafficMessage } from '../../../schemas/generated/traffic/traffic-message';
import { idfLine } from '../../../domain/traffic/line-catalogue';
import { LRUCache } from 'lru-cache';
import type { Store } from '../../store/store';
import { NO_NETWORK_ALERTS, type NetworkAlert, type NetworkAlerts } from '../journeys/alerts/network-alerts';
import { isActive, textsIn, type AlertSource, type TrafficAlert } from './alert';
import { editorialAlerts } from './editorial';
import { readFeedBytes } from './feed-source';
import { decodeServiceAlerts } from './gtfs-rt';
import { hourlyRecordUrl, type HourlyRecords } from './hourly-records';
import { IDF_REGION, type NetworkIndex } from './network-index';
import { eventCategoryFor } from './status-type';
import { retryDelayMs } from '../retry-delay';
import { TrafficStore } from './store';

/** Alerts are read again from the store at most this often: every server sees another's refresh within it. */
const SNAPSHOT_MAX_AGE_MS = 10_000;
/** Perimeter and line pairs whose hourly records are kept (the line comes from the query: bounded). */
const MAX_HOURLY_RECORD_LISTS = 512;

export interface TrafficServiceOptions {
  store: Store;
  network: () => NetworkIndex;
  hourlyRecords: HourlyRecords;
  /** Where the GTFS-realtime Service Alerts feed is read from (URL or file). */
  feedLocation: string;
  /** Seconds between two polls of the feed (and of the editorial messages). */
  pollSeconds: number;
  clock?: () => Date;
}

export interface TrafficLogger {
  warn(object: unknown, message: string): void;
}

interface Snapshot {
  readAt: number;
  alerts: TrafficAlert[];
  refreshedAt: string;
  network: NetworkAlerts;
}

/**
 * Traffic messages: alerts from the editorial documents and the Service Alerts feed, kept in the
 * store, answered per perimeter and line, and handed to the journey services as network alerts.
 */
export class TrafficService {
  private readonly trafficStore: TrafficStore;
  private snapshot: Snapshot | undefined;
  private reading: Promise<Snapshot> | undefined;
  /** Store reads begun, and which of them the snapshot holds. */
  private readsBegun = 0;
  private snapshotRead = 0;
  private versions = 0;
  /**
   * Hourly records by perimeter and line, per timetable: finding them walks every route of the
   * national timetable, which was most of a traffic page's render (each page asks for them).
   */
  private readonly hourlyRecordLists = new WeakMap<NetworkIndex, LRUCache<string, TrafficAnswer['hourlyRecords']>>();
  private readonly clock: () => Date;
  private editorial: () => Promise<readonly EditorialTrafficMessage[]> = async () => [];
  private logger: TrafficLogger = { warn: () => undefined };
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Refreshes failed in a row: the next one waits longer. */
  private failures = 0;

  constructor(private readonly options: TrafficServiceOptions) {
    this.trafficStore = new TrafficStore(options.store);
    this.clock = options.clock ?? (() => new Date());
  }

  get store(): TrafficStore {
    return this.trafficStore;
  }

  /**
   * Reads the sources now, then every `pollSeconds`: the editorial messages from the content
   * source given here (known once the site runtime is), the feed from its location. A refresh
   * the store refuses (the database away) is logged and tried again after a delay doubling from
   * one second up to the poll interval: it never fails the server's start.
   */
  async start(editorial: () => Promise<readonly EditorialTrafficMessage[]>, logger: TrafficLogger): Promise<void> {
    this.editorial = editorial;
    this.logger = logger;
    this.stopped = false;
    await this.refreshAndSchedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async refreshAndSchedule(): Promise<void> {
    const pollMs = this.options.pollSeconds * 1000;
    let delayMs = pollMs;
    try {
      await this.refresh();
      this.failures = 0;
    } catch (error) {
      delayMs = retryDelayMs(this.failures++, pollMs);
      this.logger.warn({ err: String(error), retryInMs: delayMs }, 'traffic refresh failed; tried again later');
    }
    if (!this.stopped) this.timer = setTimeout(() => void this.refreshAndSchedule(), delayMs).unref();
  }

  /**
   * Reads both sources into the store, then the store's alerts back, once for both. A source that
   * fails is logged and keeps its previous alerts.
   */
  async refresh(): Promise<void> {
    await Promise.all([this.storeEditorial(), this.storeFeed()]);
    await this.readStore();
  }

  /** Reads the feed alone into the store, then the store's alerts back. */
  async refreshFeed(): Promise<void> {
    await this.storeFeed();
    await this.readStore();
  }

  private storeEditorial(): Promise<void> {
    return this.refreshSource('editorial', async () => editorialAlerts(await this.editorial()));
  }

  private storeFeed(): Promise<void> {
    return this.refreshSource('gtfs-rt', async () =>
      decodeServiceAlerts(await readFeedBytes(this.options.feedLocation), this.options.network(), this.clock().toISOString()),
    );
  }

  private async refreshSource(source: AlertSource, read: () => Promise<TrafficAlert[]>): Promise<void> {
    const at = this.clock();
    let alerts: TrafficAlert[];
    try {
      alerts = await read();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ source, err: reason }, 'traffic alerts could not be read; the last good ones are kept');
      await this.trafficStore.recordFailure(source, reason, at);
      return;
    }
    await this.trafficStore.replaceSource(source, alerts, at);
  }

  /** The answer of GET /api/traffic. */
  async traffic(query: TrafficQuery): Promise<TrafficAnswer> {
    const snapshot = await this.current();
    const locale = (query.locale ?? 'fr') as Locale;
    const now = this.clock().getTime();
    const messages = snapshot.alerts
      .filter((alert) => inPerimeter(alert, query.perimeter) && (!query.line || alert.lines.includes(query.line)) && isActive(alert, now))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id))
      .map((alert): TrafficMessage => {
        const { title, description } = textsIn(alert, locale);
        return {
          id: alert.id,
          statusType: alert.statusType,
          title,
          description,
          updatedAt: alert.updatedAt,
          lines: alert.lines.map((codeLigne) => ({ codeLigne })),
        };
      });
    return { updatedAt: snapshot.refreshedAt, messages, hourlyRecords: this.hourlyRecordsOf(query.perimeter, query.line) };
  }

  /** The alerts the journey services apply now: the last snapshot read (the start reads the first). */
  networkAlerts(): NetworkAlerts {
    const snapshot = this.snapshot;
    if (!snapshot || Date.now() - snapshot.readAt > SNAPSHOT_MAX_AGE_MS) void this.current().catch(() => undefined);
    return snapshot?.network ?? NO_NETWORK_ALERTS;
  }

  /** The alerts of the store, read again once the snapshot is older than SNAPSHOT_MAX_AGE_MS. */
  async current(): Promise<Snapshot> {
    if (this.snapshot && Date.now() - this.snapshot.readAt <= SNAPSHOT_MAX_AGE_MS) return this.snapshot;
    this.reading ??= this.readStore().finally(() => (this.reading = undefined));
    return this.reading;
  }

  /**
   * Reads the store's alerts into the snapshot. A refresh reads them back at once rather than
   * dropping the snapshot: journeys asked for before the next read would otherwise have gone out
   * with no alert at all (after every poll, and first after the start). Reads may overlap (a
   * refresh's and a periodic one): one begun earlier never replaces what a later one put there.
   */
  private async readStore(): Promise<Snapshot> {
    const read = ++this.readsBegun;
    const { alerts, refreshedAt } = await this.trafficStore.all();
    if (read < this.snapshotRead && this.snapshot) return this.snapshot;
    const previous = this.snapshot;
    const same = previous && JSON.stringify(previous.alerts) === JSON.stringify(alerts);
    const network = same ? previous.network : this.toNetworkAlerts(alerts);
    this.snapshot = { readAt: Date.now(), alerts, refreshedAt, network };
    this.snapshotRead = read;
    return this.snapshot;
  }

  private toNetworkAlerts(alerts: TrafficAlert[]): NetworkAlerts {
    const network = this.options.network();
    const { timetable } = network.journeyData;
    // An alert naming a feed's route touches each service of it (its trains and its coaches).
    const routeIndices = new Map<string, number[]>();
    for (const route of timetable.routes)
      for (const id of new Set([route.id, route.feedRouteId ?? route.id]))
        routeIndices.set(id, [...(routeIndices.get(id) ?? []), route.index]);
    const converted = alerts.flatMap((alert): NetworkAlert[] => {
      const routes = new Set<number>();
      for (const routeId of [...alert.routeIds, ...alert.lines.map((code) => idfLine(code)?.routeId ?? '')]) {
        for (const index of routeIndices.get(routeId) ?? []) routes.add(index);
      }
      const stations = new Set(
        alert.stationCodes.map((code) => timetable.stationByCode.get(code)).filter((index): index is number => index !== undefined),
      );
      if (!routes.size && !stations.size) return [];
      return [
        {
          id: alert.id,
          category: eventCategoryFor(alert.statusType),
          noService: alert.noService,
          routes,
          stations,
          periods: alert.periods.map((period) => ({ start: period.start, end: period.end ?? Number.POSITIVE_INFINITY })),
          wording: memoByLocale((locale) => {
            const { title, description } = textsIn(alert, locale);
            return { title, text: plainText(description) };
          }),
        },
      ];
    });
    return { version: ++this.versions, alerts: converted };
  }

  private hourlyRecordsOf(perimeter: string, line: string | undefined): TrafficAnswer['hourlyRecords'] {
    const network = this.options.network();
    let lists = this.hourlyRecordLists.get(network);
    if (!lists) {
      lists = new LRUCache({ max: MAX_HOURLY_RECORD_LISTS });
      this.hourlyRecordLists.set(network, lists);
    }
    const key = `${perimeter}\u0000${line ?? ''}`;
    let records = lists.get(key);
    if (!records) {
      records = hourlyRecordsIn(network, perimeter, line);
      lists.set(key, records);
    }
    return records;
  }
}

/** The hourly records of the routes in a perimeter, or of one line. */
function hourlyRecordsIn(network: NetworkIndex, perimeter: string, line: string | undefined): TrafficAnswer['hourlyRecords'] {
  const routes = network.journeyData.timetable.routes.filter((route) => {
    const lineCode = network.lineOfRoute(route.id);
    if (line) return lineCode === line;
    if (perimeter === 'FR-IDF' || perimeter === IDF_REGION) return lineCode !== undefined;
    if (route.agencyName !== 'TER' && route.brand.code !== 'TER') return false;
    return perimeter === 'TER' || network.regionsOfRoute(route.id).includes(perimeter);
  });
  return routes.map((route) => ({ title: `${route.shortName} – ${route.longName}`, file: hourlyRecordUrl(route.id) }));
}

/**
 * FR-IDF: messages on Ile-de-France lines or about the region alone; TER: messages concerning a
 * region other than Ile-de-France; a region code: messages concerning that region.
 */
function inPerimeter(alert: TrafficAlert, perimeter: string): boolean {
  if (perimeter === 'FR-IDF') return alert.lines.length > 0 || (alert.regions.length === 1 && alert.regions[0] === IDF_REGION);
  if (perimeter === 'TER') return alert.regions.some((region) => region !== IDF_REGION);
  return alert.regions.includes(perimeter);
}

/** Itineraries repeat an alert's event on every run it touches: its wording is made once per locale. */
function memoByLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
}

/** Event texts are plain: the alert's HTML without its tags. */
function plainText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
