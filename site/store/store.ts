import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { migrateToLatest, type MigrationSet } from './migrator';
import { settingsMigrations } from './migrations/settings';
import { rateLimitMigrations } from './rate-limit-counters';
import type { Store, StoreDialect } from './types';

export type { Store, StoreDialect } from './types';

/** The store's own tables (settings, rate-limit counters), applied with whatever migrations it is given. */
const OWN_MIGRATIONS: MigrationSet = { ...settingsMigrations, ...rateLimitMigrations };

export interface StoreOptions {
  /** Where the SQLite file lives (ignored with a database URL). */
  dataDirectory: string;
  /** postgres://... to use PostgreSQL; unset for the embedded SQLite file. */
  databaseUrl?: string;
  /**
   * The features' migrations to apply at opening (the server passes those of its BFF features,
   * a test its own), besides the store's own tables.
   */
  migrations: MigrationSet;
  /** Where a lost database connection is reported (the server's log); it is never fatal. */
  onConnectionError?: ConnectionErrorListener;
}

/** Told of each database connection lost while idle or between two queries (PostgreSQL restarted, a connection killed). */
export type ConnectionErrorListener = (error: Error) => void;

/** The data directory: QUAI_DATA_DIR, or ./var (git-ignored). */
export function dataDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.QUAI_DATA_DIR ?? 'var');
}

/** The store the environment asks for: PostgreSQL when QUAI_DATABASE_URL is set, else SQLite. */
export function openStoreFromEnvironment(
  migrations: MigrationSet,
  env: NodeJS.ProcessEnv = process.env,
  onConnectionError?: ConnectionErrorListener,
): Promise<Store> {
  return openStore({ dataDirectory: dataDirectory(env), databaseUrl: env.QUAI_DATABASE_URL || undefined, migrations, onConnectionError });
}

/** Opens the store and brings its schema up to date before anything reads it. */
export async function openStore(options: StoreOptions): Promise<Store> {
  const store = options.databaseUrl
    ? postgresStore(options.databaseUrl, options.onConnectionError ?? (() => undefined))
    : sqliteStore(options.dataDirectory);
  try {
    await migrateToLatest(store, { ...OWN_MIGRATIONS, ...options.migrations });
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

/**
 * One SQLite file in WAL mode with full syncs, so an answer the server has given survives a
 * crash; a busy timeout lets a second process (an export command) wait instead of failing.
 */
function sqliteStore(directory: string): Store {
  mkdirSync(directory, { recursive: true });
  const database = new Database(join(directory, 'quai.sqlite'));
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return storeOver('sqlite', new Kysely({ dialect: new SqliteDialect({ database }) }));
}

/** How long a request waits for a connection before it is answered 503: never forever. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool of PostgreSQL connections that outlives the database's restarts: a connection the
 * server closes (restart, failover, an idle connection killed) is reported and dropped, whether
 * it sat idle in the pool or was lent to a transaction between two queries, and the next query
 * opens a new one. Without these listeners Node's default for an unhandled 'error' event would
 * end the process.
 */
function postgresStore(url: string, onConnectionError: ConnectionErrorListener): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.QUAI_DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // Each connection reports its own loss, lent or idle; the pool re-emits an idle one's, already told.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  pool.on('error', () => undefined);
  return storeOver('postgres', new Kysely({ dialect: new PostgresDialect({ pool }) }));
}

function storeOver(dialect: StoreDialect, db: Kysely<unknown>): Store {
  return {
    dialect,
    db,
    tables: <Tables>() => db as unknown as Kysely<Tables>,
    ping: async () => void (await sql`select 1`.execute(db)),
    close: () => db.destroy(),
  };
}
