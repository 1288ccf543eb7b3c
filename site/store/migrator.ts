import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Store, StoreDialect } from './types';

/** A schema change; it receives the dialect for the few column types that differ. */
interface StoreMigration {
  up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void>;
}

/**
 * Migrations by name. Names sort in the order they must run and start with the feature's
 * number (`200-webform-001-tables`), so features can add theirs independently.
 */
export type MigrationSet = Readonly<Record<string, StoreMigration>>;

/**
 * Applies the migrations that have not run, each in its own transaction, under Kysely's
 * migration lock (an advisory lock on PostgreSQL), so two servers starting together on one
 * database do not race: the second waits, then finds nothing left to do.
 */
export async function migrateToLatest(store: Store, migrations: MigrationSet): Promise<string[]> {
  const migrator = new Migrator({
    db: store.db,
    allowUnorderedMigrations: true,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([name, migration]): [string, Migration] => [
            name,
            { up: (db) => migration.up(db, store.dialect) },
          ]),
        ),
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`store migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
