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
export async function registerRateLimits(app: FastifyInstance, store: Store, redisUrl?: string): Promise<void> {
  if (!redisUrl) {
    await app.register(rateLimit, { global: false, store: rateLimitCounters(store) });
    return;
  }
  // Fails fast rather than queueing: a request must not wait on an unreachable Redis. The client
  // connects at once and, whenever Redis is away (at start or later), reconnects by itself, every
  // two seconds at most; meanwhile requests are answered unlimited and the outage logged.
  const redis = new Redis(redisUrl, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempts) => Math.min(attempts * 200, 2_000),
  });
  redis.on('error', (error: Error) =>
    app.log.warn({ err: { message: error.message } }, 'rate-limit Redis unavailable; requests are not limited'),
  );
  redis.on('ready', () => app.log.info('rate-limit Redis connected; limits counted'));
  app.addHook('onClose', async () => redis.disconnect());
  // A Redis that answers counts from the first request; one that is away does not hold the start.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(settle, 2_000);
    function settle() {
      clearTimeout(timer);
      redis.off('ready', settle).off('error', settle);
      resolve();
    }
    redis.once('ready', settle).once('error', settle);
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: 'quai-rate-limit-', skipOnError: true });
}
