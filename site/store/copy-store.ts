import { sql } from 'kysely';
import type { Store } from './store';

/** Kysely's own bookkeeping: the target store has its migrations applied already. */
const BOOKKEEPING = new Set(['kysely_migration', 'kysely_migration_lock']);
const BATCH = 500;

export interface CopiedTable {
  table: string;
  rows: number;
}

export interface CopyOptions {
  /** Tables the servers rebuild at start from content (the search index): left empty in the target. */
  rebuiltAtStart?: readonly string[];
}

/**
 * Copies every table of one store that the other also has into another whose schema is up to date (opening a store
 * migrates it), in batches, inside one transaction: the target has all of it or none. Refuses a
 * target table that already holds rows, so nothing there is overwritten. On PostgreSQL the
 * identity counters then continue after the copied keys.
 */
export async function copyStore(from: Store, to: Store, options: CopyOptions = {}): Promise<CopiedTable[]> {
  const rebuilt = new Set(options.rebuiltAtStart ?? []);
  // Tables of one engine only (SQLite's full-text shadow tables, say) hold what is rebuilt at start.
  const targetTables = new Map((await to.db.introspection.getTables()).map((table) => [table.name, table]));
  const shared = (await from.db.introspection.getTables()).filter(
    (table) => !BOOKKEEPING.has(table.name) && !rebuilt.has(table.name) && targetTables.has(table.name),
  );
  const tables = await parentsFirst(from, shared);
  const source = from.tables<Record<string, Record<string, unknown>>>();
  const copied: CopiedTable[] = [];
  await to
    .tables<Record<string, Record<string, unknown>>>()
    .transaction()
    .execute(async (target) => {
      for (const table of tables) {
        const existing = await target.selectFrom(table.name).select(sql<number>`count(*)`.as('count')).executeTakeFirst();
        if (Number(existing?.count ?? 0) > 0) throw new Error(`table "${table.name}" of the target store is not empty: nothing was copied`);
        let rows = 0;
        for (let offset = 0; ; offset += BATCH) {
          const batch = await source.selectFrom(table.name).selectAll().limit(BATCH).offset(offset).execute();
          if (!batch.length) break;
          await target.insertInto(table.name).values(batch).execute();
          rows += batch.length;
        }
        copied.push({ table: table.name, rows });
        if (to.dialect === 'postgres') {
          for (const column of targetTables.get(table.name)!.columns.filter((column) => column.isAutoIncrementing)) {
            await sql`SELECT setval(pg_get_serial_sequence(${table.name}, ${column.name}), GREATEST((SELECT max(${sql.ref(column.name)}) FROM ${sql.table(table.name)}), 1))`.execute(
              target,
            );
          }
        }
      }
    });
  return copied;
}

/** Tables ordered so that a table comes after those its foreign keys point to. */
async function parentsFirst<T extends { name: string }>(store: Store, tables: readonly T[]): Promise<T[]> {
  const ordered: T[] = [];
  const placed = new Set<string>();
  const parents = new Map(await Promise.all(tables.map(async (table) => [table.name, await referencedTables(store, table.name)] as const)));
  const visit = (table: T, path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const parent of parents.get(table.name) ?? []) {
      const parentTable = tables.find((candidate) => candidate.name === parent);
      if (parentTable) visit(parentTable, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function referencedTables(store: Store, table: string): Promise<string[]> {
  if (store.dialect === 'sqlite') {
    const { rows } = await sql<{ table: string }>`SELECT "table" FROM pragma_foreign_key_list(${table})`.execute(store.db);
    return rows.map((row) => row.table);
  }
  const { rows } = await sql<{ parent: string }>`
    SELECT DISTINCT ccu.table_name AS parent
    FROM information_schema.table_constraints tc
    JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
    WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_name = ${table}`.execute(store.db);
  return rows.map((row) => row.parent);
}
