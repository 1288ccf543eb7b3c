import type { Kysely } from 'kysely';

/** The two database engines the store runs on: one SQLite file, or a shared PostgreSQL. */
export type StoreDialect = 'sqlite' | 'postgres';

/**
 * The site's state behind one interface. Every query goes through Kysely, so one piece of code
 * serves both engines; `dialect` is there for the rare statement that must differ (full-text
 * search). Features keep their table types beside their code and view the database through them
 * with `store.tables<MyTables>()`.
 */
export interface Store {
  readonly dialect: StoreDialect;
  readonly db: Kysely<unknown>;
  tables<Tables>(): Kysely<Tables>;
  /** Resolves when the database answers a query now; rejects (see isStoreUnreachable) when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
