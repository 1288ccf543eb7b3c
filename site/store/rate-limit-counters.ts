import { sql, type Kysely } from 'kysely';
import type { MigrationSet } from './migrator';
import type { Store } from './types';

/** Per-client request counters of the rate limits, one row per route and client. */
export interface RateLimitTables {
  rate_limit_counter: { key: string; count: number; window_ends: number };
}

export const rateLimitMigrations: MigrationSet = {
  '002-rate-limit-counters': {
    async up(db) {
      await db.schema
        .createTable('rate_limit_counter')
        .ifNotExists()
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('window_ends', 'bigint', (col) => col.notNull())
        .execute();
    },
  },
};

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** The parameters the plugin gives a store: the route's, merged over the global ones. */
interface LimitOptions {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}
const ONE_MINUTE = 60_000;

/**
 * Counts one request of `key` in a fixed window, atomically: one upsert that restarts the window
 * when it has ended. Every server on the database shares the counts, so a client cannot spread
 * its requests over the servers behind a load balancer.
 */
export async function countRequest(db: Kysely<RateLimitTables>, key: string, windowMs: number, now = Date.now()): Promise<Counted> {
  const row = await db
    .insertInto('rate_limit_counter')
    .values({ key, count: 1, window_ends: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql`CASE WHEN rate_limit_counter.window_ends <= ${now} THEN 1 ELSE rate_limit_counter.count + 1 END`,
        window_ends: sql`CASE WHEN rate_limit_counter.window_ends <= ${now} THEN excluded.window_ends ELSE rate_limit_counter.window_ends END`,
      }),
    )
    .returning(['count', 'window_ends'])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers bigint columns as strings.
  return { current: Number(row.count), ttl: Number(row.window_ends) - now };
}

/** Removes the counters of windows that have ended (run by the periodic sweep). */
export async function forgetEndedWindows(store: Store, now = Date.now()): Promise<void> {
  await store.tables<RateLimitTables>().deleteFrom('rate_limit_counter').where('window_ends', '<=', now).execute();
}

/**
 * The counter store @fastify/rate-limit calls, kept in the site's store. The plugin makes one
 * child per route; its key prefix keeps each route's counts apart.
 */
export function rateLimitCounters(store: Store) {
  const db = store.tables<RateLimitTables>();
  return class SharedCounters {
    private readonly windowMs: number;

    constructor(
      options: object,
      private readonly prefix = '',
    ) {
      const { timeWindow } = options as LimitOptions;
      this.windowMs = typeof timeWindow === 'number' ? timeWindow : ONE_MINUTE;
    }

    /** The plugin passes the route's window in milliseconds as a third argument (its typings omit it). */
    incr(key: string, callback: Callback, timeWindow = this.windowMs): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    /** Typed loosely: the plugin's typings name route options, but it passes its merged parameters. */
    child(options: object): SharedCounters {
      const { method = '', url = '' } = (options as LimitOptions).routeInfo ?? {};
      return new SharedCounters(options, `${[method].flat().join(',')} ${url} `);
    }
  };
}
