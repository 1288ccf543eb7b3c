import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { rateLimitCounters } from '../store/rate-limit-counters';
import type { Store } from '../store/store';

/**
 * Makes rate limits available to every route registered after it (`config: { rateLimit: { max,
 * timeWindow } }`), counted per client address where every server sees the counts: in Redis when
 * QUAI_REDIS_URL names one (an increment in memory, for sites whose database should not take a
 * write per limited request), else in the shared store. The client address is the connection's,
 * or the one a trusted proxy gives (QUAI_TRUSTED_PROXIES): a client cannot choose it.
 */
export async function useRateLimits(app: FastifyInstance, store: Store, redisUrl?: string): Promise<void> {
  if (!redisUrl) {
    await app.register(rateLimit, { global: false, store: rateLimitCounters(store) });
    return;
  }
  // Fails fast rather than queueing: a request must not wait on an unreachable Redis.
  const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  redis.on('error', (error: Error) => app.log.warn({ err: { message: error.message } }, 'rate-limit Redis unavailable'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`QUAI_REDIS_URL: Redis does not answer (${(error as Error).message})`);
  }
  app.addHook('onClose', async () => void (await redis.quit()));
  // Should Redis go away later, requests are answered unlimited (and the outage logged) rather than refused.
  await app.register(rateLimit, { global: false, redis, nameSpace: 'quai-rate-limit-', skipOnError: true });
}
