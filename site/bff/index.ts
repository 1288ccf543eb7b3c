import type { FastifyInstance } from 'fastify';
import { forgetEndedWindows } from '../store/rate-limit-counters';
import type { BffContext, BffFeature } from './context';
import { publishOpenApi } from './openapi/openapi';
import { runPeriodically } from './periodic';
import { registerRateLimits } from './rate-limits';
import { registerApiSchemas } from './request-validation';

/**
 * Registers the /api routes of the features given (the server gives BFF_FEATURES), each route
 * with its feature's tag in `schema.tags`. Features register at the top level, not in a scope of
 * their own: some add hooks that guard pages (the traveller file's tickets page). Rate limits are
 * available to every route (`config: { rateLimit: { max, timeWindow } }`), counted per client in
 * the shared store.
 */
export async function registerBff(app: FastifyInstance, context: BffContext, features: readonly BffFeature[]): Promise<void> {
  registerApiSchemas(app);
  await publishOpenApi(app, features);
  await registerRateLimits(app, context.store, context.env.QUAI_REDIS_URL);
  runPeriodically(app, 'rate-limit counters', 10 * 60_000, () => forgetEndedWindows(context.store));
  for (const feature of features) await feature.register(app, context);
}
