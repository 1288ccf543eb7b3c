import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/store';
import { bookingRoutes } from './booking/routes';
import { crisisRoutes } from './crisis/routes';
import { giftCardRoutes } from './giftcard/routes';
import { journeyRoutes } from './journeys/routes';
import { forgetEndedWindows } from '../store/rate-limit-counters';
import { publishOpenApi } from './openapi/openapi';
import { runPeriodically } from './periodic';
import { realtimeRoutes } from './realtime/routes';
import { useRateLimits } from './rate-limits';
import { useApiSchemas } from './request-validation';
import { searchRoutes } from './search/routes';
import { securityReportRoutes } from './security-reports/routes';
import { trafficRoutes } from './traffic/routes';
import type { SiteServices } from './services';
import { webformRoutes } from './webform/routes';
import type { SiteRuntime } from '../server/runtime';

/** What BFF routes may use: the store, the site's services and the site runtime (content, catalogs). */
export interface BffContext {
  store: Store;
  services: SiteServices;
  runtime: () => Promise<SiteRuntime>;
  root: string;
}

/**
 * Registers every /api route. Each feature keeps its routes in site/bff/<feature>/routes.ts
 * as a function (app, context) and is listed here. Rate limits are available to every route
 * (`config: { rateLimit: { max, timeWindow } }`), counted per client in the shared store.
 */
export async function registerBff(app: FastifyInstance, context: BffContext): Promise<void> {
  const features: Array<(app: FastifyInstance, context: BffContext) => Promise<void>> = [
    crisisRoutes,
    webformRoutes,
    journeyRoutes,
    securityReportRoutes,
    searchRoutes,
    bookingRoutes,
    trafficRoutes,
    realtimeRoutes,
    giftCardRoutes,
  ];
  // biome-ignore lint/correctness/useHookAtTopLevel: a Fastify set-up function, not a React hook.
  useApiSchemas(app);
  await publishOpenApi(app);
  // biome-ignore lint/correctness/useHookAtTopLevel: a Fastify set-up function, not a React hook.
  await useRateLimits(app, context.store);
  runPeriodically(app, 'rate-limit counters', 10 * 60_000, () => forgetEndedWindows(context.store));
  for (const register of features) await register(app, context);
}
