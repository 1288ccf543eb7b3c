import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { rateLimitCounters } from '../store/rate-limit-counters';
import type { Store } from '../store/store';

/**
 * Makes rate limits available to every route registered after it (`config: { rateLimit: { max,
 * timeWindow } }`), counted per client address in the shared store, so that the limits hold
 * across every server. The client address is the connection's, or the one a trusted proxy
 * gives (QUAI_TRUSTED_PROXIES): a client cannot choose it.
 */
export async function useRateLimits(app: FastifyInstance, store: Store): Promise<void> {
  await app.register(rateLimit, { global: false, store: rateLimitCounters(store) });
}
