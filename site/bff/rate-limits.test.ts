import Fastify, { type FastifyInstance } from 'fastify';
import { freePort } from '../../tests/helpers/free-port';
import { startRedisServer, type TestRedis } from '../../tests/helpers/redis-server';
import { openTestStore } from '../../tests/helpers/store-engines';
import type { Store } from '../store/store';
import { registerRateLimits } from './rate-limits';

let redis: TestRedis;
let store: Store;
beforeAll(async () => {
  [redis, store] = await Promise.all([startRedisServer(), openTestStore('sqlite')]);
});
afterAll(async () => {
  redis.stop();
  await store.close();
});

/** A server with one limited route: 3 lookups a minute per client. */
async function server(redisUrl: string): Promise<FastifyInstance> {
  const app = Fastify();
  await registerRateLimits(app, store, redisUrl);
  app.get('/api/lookup', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => ({ found: true }));
  return app;
}

describe('rate limits counted in Redis (QUAI_REDIS_URL)', () => {
  it('hold across two servers: a client spreading its requests over both gets three answers, then 429', async () => {
    const [one, two] = await Promise.all([server(redis.url), server(redis.url)]);
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++)
      statuses.push((await (index % 2 ? two : one).inject({ url: '/api/lookup', remoteAddress: '203.0.113.7' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another client has its own count.
    expect((await two.inject({ url: '/api/lookup', remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    await Promise.all([one.close(), two.close()]);
  });

  it('start on a Redis that does not answer, answer unlimited meanwhile, and count once it is up', async () => {
    const port = await freePort();
    const app = await server(`redis://127.0.0.1:${port}`);
    const started = Date.now();
    const unlimited = [];
    for (let index = 0; index < 5; index++)
      unlimited.push((await app.inject({ url: '/api/lookup', remoteAddress: '203.0.113.9' })).statusCode);
    expect(unlimited).toEqual([200, 200, 200, 200, 200]);
    // Quick: a request never waits on the Redis that is away.
    expect(Date.now() - started).toBeLessThan(2_000);
    const late = await startRedisServer(port);
    try {
      const counted = async () => {
        const statuses = [];
        for (let index = 0; index < 4; index++)
          statuses.push((await app.inject({ url: '/api/lookup', remoteAddress: '203.0.113.10' })).statusCode);
        return statuses;
      };
      await expect.poll(counted, { timeout: 10_000, interval: 200 }).toContain(429);
    } finally {
      await app.close();
      late.stop();
    }
  });
});
