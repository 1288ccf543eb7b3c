import { SEARCH_INDEX_TABLES } from '../site/bff/search/search-index';
import { copyStore } from '../site/store/copy-store';
import { SITE_MIGRATIONS } from '../site/bff/features';
import { dataDirectory, openStore } from '../site/store/store';

/**
 * `npm run migrate-store`: copies the SQLite store of QUAI_DATA_DIR into the PostgreSQL
 * database of QUAI_DATABASE_URL (its schema is created first), all or nothing. Stop the server
 * first; start it again with QUAI_DATABASE_URL set. Uploaded files stay in the data directory.
 * The search index is not copied: PostgreSQL searches weighted vectors that only its own
 * rebuild writes, and the first server to start rebuilds it from the content.
 */
const databaseUrl = process.env.QUAI_DATABASE_URL;
if (!databaseUrl) {
  console.error('Usage: QUAI_DATABASE_URL=postgres://... [QUAI_DATA_DIR=./var] npm run migrate-store');
  process.exit(2);
}
const from = await openStore({ dataDirectory: dataDirectory(), migrations: SITE_MIGRATIONS });
const to = await openStore({ dataDirectory: dataDirectory(), databaseUrl, migrations: SITE_MIGRATIONS });
try {
  for (const { table, rows } of await copyStore(from, to, { rebuiltAtStart: SEARCH_INDEX_TABLES }))
    console.error(`${table}: ${rows} row(s)`);
  console.error(
    `${SEARCH_INDEX_TABLES.filter((table) => table !== 'search_fts').join(', ')}: the search index, rebuilt by the first server that starts`,
  );
  console.error('The store is now in PostgreSQL.');
} catch (error) {
  console.error(`Nothing was copied: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await from.close();
  await to.close();
}
