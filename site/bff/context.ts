import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../content-store/store';
import type { Catalogs } from '../i18n/catalogs';
import type { MigrationSet } from '../store/migrator';
import type { Store } from '../store/types';
import type { BookingService } from './traveller-file/service';
import type { JourneyServices } from './journeys/service';
import type { RealtimeFeed } from './realtime/feed';
import type { SearchService } from './search/service';
import type { HourlyRecords } from './traffic/hourly-records';
import type { TrafficService } from './traffic/service';

/**
 * The site's services, made once per process: the BFF routes and the page renderer share them
 * (one embedded timetable in memory, one upstream client, one traffic service, one search index
 * kept in step with the content).
 */
export interface SiteServices {
  journeys: JourneyServices;
  traffic: TrafficService;
  /** The runs' realtime state (GTFS-realtime TripUpdates, or the embedded simulator's). */
  realtime: RealtimeFeed;
  hourlyRecords: HourlyRecords;
  search: SearchService;
  booking: BookingService;
}

/** What the BFF reads of the running site: its content and its message catalogs (the site runtime has both). */
interface BffSite {
  readonly content: ContentStore;
  readonly catalogs: Catalogs;
}

/** What every BFF feature is given: the store, the shared services, the running site, the project root and the configuration. */
export interface BffContext {
  store: Store;
  services: SiteServices;
  runtime: () => Promise<BffSite>;
  root: string;
  /** The configuration (the process environment on a server): features read their QUAI_* settings here, never from process.env. */
  env: NodeJS.ProcessEnv;
}

/**
 * One BFF feature, whole: its part of the API (the OpenAPI tag every route it registers carries
 * in `schema.tags`), the tables it brings to the store, and its routes. A feature lives in
 * site/bff/<feature>/ and is listed once, in site/bff/features.ts.
 */
export interface BffFeature {
  tag: string;
  /** What this part of the API is for, in the reference. */
  description: string;
  migrations?: MigrationSet;
  register(app: FastifyInstance, context: BffContext): Promise<void>;
}

/**
 * A feature whose routes use services of their own (a store view, a provider, a captcha), built
 * once from the context before its routes are registered.
 */
export function featureWithServices<Services>(
  feature: Omit<BffFeature, 'register'> & {
    services(context: BffContext, app: FastifyInstance): Promise<Services> | Services;
    routes(app: FastifyInstance, services: Services, context: BffContext): Promise<void>;
  },
): BffFeature {
  const { services, routes, ...described } = feature;
  return { ...described, register: async (app, context) => routes(app, await services(context, app), context) };
}
