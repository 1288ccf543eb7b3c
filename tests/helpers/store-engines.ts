import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { SITE_MIGRATIONS } from '../../site/bff/features';
import type { MigrationSet } from '../../site/store/migrator';
import { openStore, type Store, type StoreDialect } from '../../site/store/store';
import { createDatabase } from './postgres-cluster';

export const STORE_DIALECTS: readonly StoreDialect[] = ['sqlite', 'postgres'];

let databases = 0;

/**
 * A new empty store on the given engine: a SQLite file in a temporary folder, or a new database
 * on the run's PostgreSQL cluster, with the tables of every feature of the site unless the test
 * gives its own migrations. Tests of anything kept in the store run on both with
 * `describe.each(STORE_DIALECTS)`.
 */
export async function openTestStore(dialect: StoreDialect, migrations: MigrationSet = SITE_MIGRATIONS): Promise<Store> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'quai-store-'));
  if (dialect === 'sqlite') return openStore({ dataDirectory, migrations });
  const name = `quai_test_${process.pid}_${++databases}_${Date.now()}`;
  return openStore({ dataDirectory, databaseUrl: await createDatabase(inject('postgresUrl'), name), migrations });
}

/**
 * Two stores on one new PostgreSQL database, as two servers would open it: for what servers do at
 * the same moment. (SQLite serves one process, whose one connection already takes writes in turn.)
 */
export async function openTwinPostgresStores(): Promise<[Store, Store]> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'quai-store-'));
  const databaseUrl = await createDatabase(inject('postgresUrl'), `quai_twin_${process.pid}_${++databases}_${Date.now()}`);
  const open = () => openStore({ dataDirectory, databaseUrl, migrations: SITE_MIGRATIONS });
  return [await open(), await open()];
}
