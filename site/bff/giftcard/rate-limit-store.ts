import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { GiftCardTables } from './tables';

/**
 * A @fastify/rate-limit store kept in the database, so every server on one store counts the
 * same requests. One upsert per request: a new window starts when the previous one is over.
 */
export function storeRateLimit(db: Kysely<GiftCardTables>, windowMs: number): new () => FastifyRateLimitStore {
  const incr = (key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) => {
    const now = Date.now();
    db.insertInto('giftcard_rate_limit')
      .values({ counter_key: key, count: 1, reset_at: now + windowMs })
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
  return class {
    incr = incr;
    child(routeOptions: { path: string; method: string | string[] }): FastifyRateLimitStore {
      const prefix = `${routeOptions.method}:${routeOptions.path}:`;
      return { incr: (key, callback) => incr(prefix + key, callback), child: this.child.bind(this) } as FastifyRateLimitStore;
    }
  } as unknown as new () => FastifyRateLimitStore;
}
