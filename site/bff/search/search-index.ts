import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Store } from '../../store/store';
import type { IndexEntry, SearchIndexName } from './entries';
import { excerpt } from './highlight';
import { fullTextExpression, queryWords, typoLookups, type WordQuery } from './query-builder';
import { words } from './text';
import { TYPO_MIN_LENGTH, deletionVariants, withinOneTypo } from './typo';

/**
 * The tables the index is made of: rebuilt from the content at start, never copied from one store
 * to another (PostgreSQL's weighted vectors exist only when the index is written there).
 */
export const SEARCH_INDEX_TABLES = ['search_entry', 'search_facet', 'search_term_variant', 'search_state', 'search_fts'] as const;

/** The search tables, as the queries see them (the full-text parts are written per engine). */
export interface SearchTables {
  search_entry: {
    id: number;
    kind: string;
    locale: string;
    doc_id: string;
    title: string;
    body: string;
    city: string;
    sort_key: string;
    payload: string;
  };
  search_facet: { entry_id: number; facet: string; value: string };
  search_term_variant: { variant: string; term: string };
  search_state: { key: string; fingerprint: string; indexed_at: string };
  search_fts: { rowid: number; title: string; body: string; city: string };
}

export interface SearchRequest {
  kind: SearchIndexName;
  locale: string;
  /** Free text over the title and text. */
  name?: string | undefined;
  /** Free text over the city alone. */
  city?: string | undefined;
  /** Select filters: facet → chosen value. */
  selects: Record<string, string>;
  /** First and last day (yyyy-MM-dd, included) of the entries' own date, for kinds ordered by date. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  limit: number;
}

export interface SearchPage {
  items: Array<Record<string, unknown>>;
  count: number;
}

/** A search query after the full-text join: the selection O is kept, the tables are the dialect's own. */
// biome-ignore lint/suspicious/noExplicitAny: the join adds a table of the dialect (FTS5 or a subquery) that the database type does not know.
type JoinedQuery<O> = SelectQueryBuilder<any, any, O>;

/** Kinds whose text has an excerpt in the answer. */
const WITH_EXCERPT: ReadonlySet<SearchIndexName> = new Set(['news', 'publications']);
/** Kinds listed by name (agencies); the others newest first. */
const NAME_ORDERED: ReadonlySet<SearchIndexName> = new Set(['agency']);
/** Rows per INSERT statement while rebuilding (well under either engine's parameter limit). */
const CHUNK = 400;
/** Locale whose documents serve a locale that has none of its own. */
const FALLBACK_LOCALE = 'fr';

/**
 * The search index in the store. `rebuild` replaces it with the given entries in one
 * transaction (readers see the old index or the new one); `search` answers one page.
 */
export class SearchIndex {
  private readonly db: Kysely<SearchTables>;

  constructor(private readonly store: Store) {
    this.db = store.tables<SearchTables>();
  }

  /** A digest of the entries: an unchanged content needs no rebuild. */
  static fingerprint(entries: readonly IndexEntry[]): string {
    return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
  }

  async fingerprint(): Promise<string | undefined> {
    return (await this.db.selectFrom('search_state').select('fingerprint').where('key', '=', 'index').executeTakeFirst())?.fingerprint;
  }

  /** Replaces the index with these entries, unless it already holds them. Returns whether it rebuilt. */
  async rebuild(entries: readonly IndexEntry[], now = new Date()): Promise<boolean> {
    const fingerprint = SearchIndex.fingerprint(entries);
    return this.db.transaction().execute(async (trx) => {
      // Servers sharing one PostgreSQL database rebuild one at a time; the later ones find it done.
      if (this.store.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(120120)`.execute(trx);
      const current = await trx.selectFrom('search_state').select('fingerprint').where('key', '=', 'index').executeTakeFirst();
      if (current?.fingerprint === fingerprint) return false;
      await trx.deleteFrom('search_facet').execute();
      await trx.deleteFrom('search_term_variant').execute();
      await trx.deleteFrom('search_entry').execute();
      if (this.store.dialect === 'sqlite') await trx.deleteFrom('search_fts').execute();
      const rows = entries.map((entry, index) => ({
        id: index + 1,
        kind: entry.kind,
        locale: entry.locale,
        doc_id: entry.docId,
        title: entry.title,
        body: entry.body,
        city: entry.city,
        sort_key: entry.sortKey,
        payload: JSON.stringify(entry.payload),
      }));
      // On PostgreSQL the weighted vectors are written with the row: an update afterwards would write every row twice.
      const withVectors = this.store.dialect === 'postgres' ? rows.map((row) => ({ ...row, ...postgresVectors(row) })) : rows;
      for (const chunk of chunks(withVectors))
        await trx
          .insertInto('search_entry')
          .values(chunk as typeof rows)
          .execute();
      const facets = entries.flatMap((entry, index) =>
        Object.entries(entry.facets).flatMap(([facet, values]) => values.map((value) => ({ entry_id: index + 1, facet, value }))),
      );
      for (const chunk of chunks(facets)) await trx.insertInto('search_facet').values(chunk).execute();
      const variants = vocabularyVariants(entries);
      for (const chunk of chunks(variants)) await trx.insertInto('search_term_variant').values(chunk).execute();
      if (this.store.dialect === 'sqlite')
        await sql`INSERT INTO search_fts (rowid, title, body, city) SELECT id, title, body, city FROM search_entry`.execute(trx);
      await trx
        .insertInto('search_state')
        .values({ key: 'index', fingerprint, indexed_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ fingerprint, indexed_at: now.toISOString() }))
        .execute();
      return true;
    });
  }

  /** One page of results and the count over all pages. */
  async search(request: SearchRequest): Promise<SearchPage> {
    const locale = this.servedLocale(request.kind, request.locale);
    const nameQuery = await this.wordQuery(request.name);
    const cityQuery = await this.wordQuery(request.city);
    let query = this.db.selectFrom('search_entry').where('search_entry.kind', '=', request.kind).where('search_entry.locale', '=', locale);
    for (const [facet, value] of Object.entries(request.selects)) {
      query = query.where(
        'search_entry.id',
        'in',
        this.db.selectFrom('search_facet').select('entry_id').where('facet', '=', facet).where('value', '=', value),
      );
    }
    // A dated entry's sort key is its day, yyyy-MM-dd: compared as text on either engine, it keeps to the range.
    if (request.from) query = query.where('search_entry.sort_key', '>=', request.from);
    if (request.to) query = query.where('search_entry.sort_key', '<=', request.to);
    const { filtered, rank } = this.withFullText(query, nameQuery, cityQuery);
    const direction = NAME_ORDERED.has(request.kind) ? 'asc' : 'desc';
    // Without a text query the entries' index gives them in order (the id breaks ties in the same direction).
    const ordered = rank
      ? filtered.orderBy(rank.expression, rank.direction).orderBy('search_entry.id')
      : filtered.orderBy('search_entry.sort_key', direction).orderBy('search_entry.id', direction);
    const offset = (request.page - 1) * request.limit;
    const rows = await ordered.select(['search_entry.payload', 'search_entry.body']).limit(request.limit).offset(offset).execute();
    // Counted apart: a window count would make the database read every match in full to page nine.
    const counted = await this.withFullText(query, nameQuery, cityQuery, false)
      .filtered.select(sql<number | string>`count(*)`.as('total'))
      .executeTakeFirst();
    const count = Number(counted?.total ?? 0);
    const highlighted = [...nameQuery, ...cityQuery];
    const items = rows.map((row) => {
      const item = JSON.parse(row.payload) as Record<string, unknown>;
      return WITH_EXCERPT.has(request.kind) ? { ...item, excerpt: excerpt(row.body, highlighted) } : item;
    });
    return { items, count };
  }

  /** The values of a search's select filters in a locale, sorted for the form. */
  async facetValues(kind: SearchIndexName, locale: string): Promise<Record<string, string[]>> {
    const used = this.servedLocale(kind, locale);
    const rows = await this.db
      .selectFrom('search_facet')
      .innerJoin('search_entry', 'search_entry.id', 'search_facet.entry_id')
      .select(['search_facet.facet', 'search_facet.value'])
      .distinct()
      .where('search_entry.kind', '=', kind)
      .where('search_entry.locale', '=', used)
      .execute();
    const values: Record<string, string[]> = {};
    for (const { facet, value } of rows) {
      const list = values[facet] ?? [];
      list.push(value);
      values[facet] = list;
    }
    for (const list of Object.values(values)) list.sort((a, b) => a.localeCompare(b, locale));
    return values;
  }

  /** The locale asked for when the index has documents of the kind in it, else the fallback; worked out by the database within the query. */
  private servedLocale(kind: SearchIndexName, locale: string): RawBuilder<string> {
    return sql<string>`(CASE WHEN EXISTS (SELECT 1 FROM search_entry WHERE kind = ${kind} AND locale = ${locale}) THEN ${locale} ELSE ${FALLBACK_LOCALE} END)`;
  }

  /** The typed words with their one-typo alternatives from the vocabulary. */
  private async wordQuery(text: string | undefined): Promise<WordQuery[]> {
    const typed = queryWords(text ?? '');
    if (typed.length === 0) return [];
    const lookups = typoLookups(typed);
    const terms =
      lookups.length === 0
        ? []
        : (await this.db.selectFrom('search_term_variant').select('term').distinct().where('variant', 'in', lookups).execute()).map(
            (row) => row.term,
          );
    return typed.map((word) => ({
      typed: word,
      alternatives:
        [...word].length < TYPO_MIN_LENGTH
          ? []
          : terms.filter((term) => term !== word && !term.startsWith(word) && withinOneTypo(word, term)),
    }));
  }

  /** Restricts to the full-text matches, with their rank (bm25 or ts_rank, the title weighing most) when there is a text query. */
  private withFullText<O>(
    query: SelectQueryBuilder<SearchTables, 'search_entry', O>,
    name: readonly WordQuery[],
    city: readonly WordQuery[],
    ranked = true,
  ): { filtered: JoinedQuery<O>; rank?: { expression: RawBuilder<unknown>; direction: 'asc' | 'desc' } } {
    const nameExpression = fullTextExpression(name, this.store.dialect, ['title', 'body']);
    const cityExpression = fullTextExpression(city, this.store.dialect, ['city']);
    if (this.store.dialect === 'sqlite') {
      const match = [nameExpression, cityExpression].filter(Boolean).join(' AND ');
      if (!match) return { filtered: query };
      if (!ranked)
        return {
          filtered: query.where('search_entry.id', 'in', sql<number>`(SELECT rowid FROM search_fts WHERE search_fts MATCH ${match})`),
        };
      const filtered = query.innerJoin('search_fts', 'search_fts.rowid', 'search_entry.id').where(sql<boolean>`search_fts MATCH ${match}`);
      // FTS5's rank, set to bm25 with the title weighing ten times the text (see the migration); lower is better.
      return { filtered, rank: { expression: sql`search_fts.rank`, direction: 'asc' } };
    }
    // Each query is made once, in a one-row subquery: unaccent is not immutable, so written inline
    // it would be computed again for every row ranked.
    let filtered: JoinedQuery<O> = query;
    if (nameExpression)
      filtered = filtered
        .innerJoin(sql`(SELECT to_tsquery('simple', unaccent(${nameExpression})) AS q)`.as('name_query'), (join) => join.onTrue())
        .where(sql<boolean>`search_entry.document @@ name_query.q`);
    if (cityExpression)
      filtered = filtered
        .innerJoin(sql`(SELECT to_tsquery('simple', unaccent(${cityExpression})) AS q)`.as('city_query'), (join) => join.onTrue())
        .where(sql<boolean>`search_entry.city_document @@ city_query.q`);
    if (!nameExpression) return { filtered };
    // Title in weight A, text in B: ts_rank counts a title word well above a text word.
    return { filtered, rank: { expression: sql`ts_rank(search_entry.document, name_query.q)`, direction: 'desc' } };
  }
}

/** The weighted full-text vectors of a row on PostgreSQL: title in weight A, text in B, city alone. */
function postgresVectors(row: { title: string; body: string; city: string }) {
  return {
    document: sql`setweight(to_tsvector('simple', unaccent(${row.title})), 'A') || setweight(to_tsvector('simple', unaccent(${row.body})), 'B')`,
    city_document: sql`to_tsvector('simple', unaccent(${row.city}))`,
  };
}

/** For every word of the indexed text long enough to be a typo's target, itself and its one-letter deletions. */
function vocabularyVariants(entries: readonly IndexEntry[]): Array<{ variant: string; term: string }> {
  const terms = new Set<string>();
  for (const entry of entries)
    for (const word of words(`${entry.title} ${entry.body} ${entry.city}`)) if ([...word].length >= TYPO_MIN_LENGTH - 1) terms.add(word);
  return [...terms].flatMap((term) => deletionVariants(term).map((variant) => ({ variant, term })));
}

function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += CHUNK) yield rows.slice(start, start + CHUNK);
}
