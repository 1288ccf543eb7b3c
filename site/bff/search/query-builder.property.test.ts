import Database from 'better-sqlite3';
import fc from 'fast-check';
import { sql } from 'kysely';
import { openTestStore } from '../../../tests/helpers/store-engines';
import type { Store } from '../../store/store';
import { fullTextExpression, queryWords, type WordQuery } from './query-builder';

/** Anything a visitor (or a robot) may type: any Unicode, FTS syntax, quotes, control characters. */
const typed = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc
    .array(
      fc.constantFrom(
        '"',
        "'",
        '*',
        'AND',
        'OR',
        'NOT',
        'NEAR(',
        ')',
        '(',
        ':',
        '{title}',
        '^',
        '-',
        '+',
        '|',
        '&',
        '!',
        '<->',
        'Marseille',
        'é',
        '\u0000',
        ' ',
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(' ')),
);

/** The words of a typed string, each with alternatives taken from other typed strings (as the vocabulary would give). */
const wordQuery = fc.tuple(typed, fc.array(typed, { maxLength: 3 })).map(([text, others]): WordQuery[] => {
  const alternatives = others.flatMap(queryWords);
  return queryWords(text).map((word) => ({ typed: word, alternatives }));
});

describe('the query builder', () => {
  it('keeps only words: no operator, quote or control character survives', () => {
    fc.assert(
      fc.property(typed, (text) => {
        for (const word of queryWords(text)) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
      }),
    );
  });

  it('makes any string a valid FTS5 query', () => {
    const database = new Database(':memory:');
    database.exec(`CREATE VIRTUAL TABLE fts USING fts5(title, body, city, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`);
    database.prepare('INSERT INTO fts (title, body, city) VALUES (?, ?, ?)').run('Agence Marseille', 'Square Narvik', 'Marseille');
    const search = database.prepare('SELECT count(*) AS n FROM fts WHERE fts MATCH ?');
    fc.assert(
      fc.property(wordQuery, fc.boolean(), (query, cityOnly) => {
        const expression = fullTextExpression(query, 'sqlite', cityOnly ? ['city'] : ['title', 'body']);
        if (query.length === 0) expect(expression).toBeUndefined();
        else expect(() => search.get(expression)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
    database.close();
  });

  describe('on PostgreSQL', () => {
    let store: Store;
    beforeAll(async () => {
      store = await openTestStore('postgres');
    });
    afterAll(() => store.close());

    it('makes any string a valid tsquery', async () => {
      await fc.assert(
        fc.asyncProperty(wordQuery, async (query) => {
          const expression = fullTextExpression(query, 'postgres');
          if (expression === undefined) return;
          await sql`SELECT to_tsquery('simple', unaccent(${expression}))`.execute(store.db);
        }),
        { numRuns: 200 },
      );
    });
  });
});
