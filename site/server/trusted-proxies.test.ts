import type { FastifyInstance } from 'fastify';
import { openTestStore } from '../../tests/helpers/store-engines';
import { registerRateLimits } from '../bff/rate-limits';
import type { Store } from '../store/store';
import { buildApp, trustedProxiesFromEnvironment } from './app';
import type { SiteRuntime } from './runtime';

let store: Store;
let app: FastifyInstance;
beforeAll(async () => {
  store = await openTestStore('sqlite');
  app = await buildApp({
    runtime: async () => ({}) as SiteRuntime,
    logger: false,
    trustedProxies: trustedProxiesFromEnvironment({ QUAI_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1' }),
    beforeRoutes: async (fastify) => {
      await registerRateLimits(fastify, store);
      // A route limited to 3 calls a minute per client, answering the client it was counted for.
      fastify.get('/api/whoami', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async (request) => ({
        client: request.ip,
      }));
    },
  });
});
afterAll(async () => {
  await app.close();
  await store.close();
});

const ask = (remoteAddress: string, forwardedFor?: string) =>
  app.inject({ url: '/api/whoami', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

describe('QUAI_TRUSTED_PROXIES', () => {
  it('reads a comma- or space-separated list of addresses and CIDRs; none by default', () => {
    expect(trustedProxiesFromEnvironment({ QUAI_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1 fd00::/8' })).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
    ]);
    expect(trustedProxiesFromEnvironment({})).toEqual([]);
  });

  it('believes the X-Forwarded-For of a proxy in a listed CIDR, so limits count each client behind it', async () => {
    expect((await ask('10.20.30.40', '203.0.113.5')).json()).toEqual({ client: '203.0.113.5' });
    expect((await ask('10.99.0.1', '203.0.113.5')).statusCode).toBe(200);
    expect((await ask('192.0.2.1', '203.0.113.5')).statusCode).toBe(200);
    // The fourth call of that client, through any of the proxies, is over its limit.
    const refused = await ask('10.20.30.40', '203.0.113.5');
    expect(refused.statusCode).toBe(429);
    // Another visitor behind the same proxy has a count of their own.
    expect((await ask('10.20.30.40', '203.0.113.6')).json()).toEqual({ client: '203.0.113.6' });
  });

  it('keys on the address the trusted proxy saw, not on one the client wrote before it in the header', async () => {
    expect((await ask('10.20.30.40', '198.51.100.1, 203.0.113.7')).json()).toEqual({ client: '203.0.113.7' });
  });

  it('ignores X-Forwarded-For from any other address: a client forging a new one on each call is still limited', async () => {
    const statuses: number[] = [];
    for (let call = 1; call <= 4; call++) {
      const answer = await ask('198.51.100.20', `203.0.113.${100 + call}`);
      if (call === 1) expect(answer.json()).toEqual({ client: '198.51.100.20' });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
