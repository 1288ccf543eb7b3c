import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { GiftCardTables } from './tables';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store kept in the database, so every server on one store counts the
 * same requests. Each limited route gets its own counters (`child`); one upsert per request
 * counts it, starting a new window when the previous one is over.
 */
export function storeRateLimit(db: Kysely<GiftCardTables>): new () => FastifyRateLimitStore {
  const counter = (prefix: string) => (key: string, callback: Callback, timeWindow: number) => {
    const now = Date.now();
    db.insertInto('giftcard_rate_limit')
      .values({ counter_key: prefix + key, count: 1, reset_at: now + timeWindow })
      .onConflict((conflict) =>
        conflict.column('counter_key').doUpdateSet({
          count: sql`case when giftcard_rate_limit.reset_at <= cast(${now} as bigint) then 1 else giftcard_rate_limit.count + 1 end`,
          reset_at: sql`case when giftcard_rate_limit.reset_at <= cast(${now} as bigint) then excluded.reset_at else giftcard_rate_limit.reset_at end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow()
      .then((row) => callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.reset_at) - now) }), (error: Error) => callback(error));
  };
  const store = (prefix: string) => ({
    incr: counter(prefix),
    child: (params: { routeInfo?: { method?: string | string[]; url?: string } }) => store(`${params.routeInfo?.method ?? ''} ${params.routeInfo?.url ?? ''} `),
  });
  return function RateLimitInStore() {
    return store('');
  } as unknown as new () => FastifyRateLimitStore;
}
