import { sql } from 'kysely';
import type { MigrationSet } from '../../store/migrator';

/**
 * The search index: one row per indexed document (news article, publication, agency) with its
 * answer ready to send, its select values, and the vocabulary that typo tolerance looks words up
 * in. The full-text part differs per engine: an FTS5 table on SQLite (diacritics removed, prefix
 * indexes), weighted `tsvector` columns over `unaccent` on PostgreSQL.
 */
export const searchMigrations: MigrationSet = {
  '120-search-001-index': {
    async up(db, dialect) {
      await db.schema
        .createTable('search_entry')
        .ifNotExists()
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('doc_id', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('city', 'text', (col) => col.notNull())
        .addColumn('sort_key', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('search_entry_by_kind')
        .ifNotExists()
        .on('search_entry')
        .columns(['kind', 'locale', 'sort_key', 'id'])
        .execute();
      await db.schema
        .createTable('search_facet')
        .ifNotExists()
        .addColumn('entry_id', 'integer', (col) => col.notNull().references('search_entry.id').onDelete('cascade'))
        .addColumn('facet', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('search_facet_by_value')
        .ifNotExists()
        .on('search_facet')
        .columns(['facet', 'value', 'entry_id'])
        .execute();
      await db.schema.createIndex('search_facet_by_entry').ifNotExists().on('search_facet').column('entry_id').execute();
      await db.schema
        .createTable('search_term_variant')
        .ifNotExists()
        .addColumn('variant', 'text', (col) => col.notNull())
        .addColumn('term', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('search_term_variant_by_variant')
        .ifNotExists()
        .on('search_term_variant')
        .columns(['variant', 'term'])
        .execute();
      await db.schema
        .createTable('search_state')
        .ifNotExists()
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('fingerprint', 'text', (col) => col.notNull())
        .addColumn('indexed_at', 'text', (col) => col.notNull())
        .execute();
      if (dialect === 'sqlite') {
        // Title, text and city as separate columns: bm25 weighs the title above the text, and
        // the agency search looks for a city in the city alone.
        await sql`CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(title, body, city, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`.execute(
          db,
        );
        // The table's rank: bm25 with a title word worth ten of the text's, so a match in the
        // title ranks an article above one that only mentions the word.
        await sql`INSERT INTO search_fts (search_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0, 1.0)')`.execute(db);
      } else {
        await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
        await sql`ALTER TABLE search_entry ADD COLUMN IF NOT EXISTS document tsvector, ADD COLUMN IF NOT EXISTS city_document tsvector`.execute(
          db,
        );
        await sql`CREATE INDEX IF NOT EXISTS search_entry_document ON search_entry USING gin (document)`.execute(db);
        await sql`CREATE INDEX IF NOT EXISTS search_entry_city_document ON search_entry USING gin (city_document)`.execute(db);
      }
    },
  },
};
