import { sql } from 'kysely';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestStore, STORE_DIALECTS } from '../../tests/helpers/store-engines';
import { SITE_MIGRATIONS } from '../bff/features';
import { migrateToLatest, type MigrationSet } from './migrator';
import { settingsMigrations } from './migrations/settings';
import { rateLimitMigrations } from './rate-limit-counters';
import { dataDirectory, openStore } from './store';

const createTable = (name: string): MigrationSet[string] => ({
  async up(db) {
    await db.schema.createTable(name).addColumn('id', 'integer').execute();
  },
});

async function tableNames(store: Awaited<ReturnType<typeof openTestStore>>): Promise<string[]> {
  return (await store.db.introspection.getTables()).map((table) => table.name).sort();
}

describe.each(STORE_DIALECTS)('the store on %s', (dialect) => {
  const applied = async (store: Awaited<ReturnType<typeof openTestStore>>) =>
    (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(store.db)).rows.map((row) => row.name);

  it("opens with the migrations of the site's features applied, and its own tables", async () => {
    const store = await openTestStore(dialect, SITE_MIGRATIONS);
    const tables = await tableNames(store);
    expect(tables).toEqual(expect.arrayContaining(['site_settings', 'rate_limit_counter', 'webform_submission', 'webform_file']));
    expect(await applied(store)).toEqual(['001-settings', '002-rate-limit-counters', ...Object.keys(SITE_MIGRATIONS)].sort());
    await store.close();
  });

  it('migrates with the migrations it is given and no feature it is not given', async () => {
    const store = await openTestStore(dialect, { '300-feature-001-a': createTable('a') });
    expect(await tableNames(store)).toEqual(expect.arrayContaining(['a', 'site_settings']));
    expect(await tableNames(store)).not.toContain('webform_submission');
    expect(await applied(store)).toEqual(['001-settings', '002-rate-limit-counters', '300-feature-001-a']);
    await store.close();
  });

  it('runs each migration once and picks up new ones on the next start, even when they sort earlier', async () => {
    const store = await openTestStore(dialect, { '100-a': createTable('a') });
    const own = { ...settingsMigrations, ...rateLimitMigrations };
    expect(await migrateToLatest(store, { ...own, '100-a': createTable('a') })).toEqual([]);
    expect(await migrateToLatest(store, { ...own, '100-a': createTable('a'), '050-b': createTable('b') })).toEqual(['050-b']);
    expect(await tableNames(store)).toEqual(expect.arrayContaining(['a', 'b']));
    await store.close();
  });

  it('rolls back a failing migration as a whole and says which one failed', async () => {
    const broken: MigrationSet = {
      '001-bad': {
        async up(db) {
          await db.schema.createTable('c').addColumn('id', 'integer').execute();
          await sql`INSERT INTO nowhere VALUES (1)`.execute(db);
        },
      },
    };
    await expect(openTestStore(dialect, broken)).rejects.toThrow(/001-bad/);
  });
});

describe('the store on SQLite', () => {
  it('keeps one file in WAL mode under the data directory', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'quai-db-'));
    const store = await openStore({ dataDirectory: directory, migrations: {} });
    const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(store.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    await store.close();
  });

  it('takes its data directory from QUAI_DATA_DIR, ./var by default', () => {
    expect(dataDirectory({ QUAI_DATA_DIR: '/srv/quai' })).toBe('/srv/quai');
    expect(dataDirectory({})).toMatch(/\/var$/);
  });
});
