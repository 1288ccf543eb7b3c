import type { StoreDialect } from '../../store/store';
import { TYPO_MIN_LENGTH, deletionVariants } from './typo';
import { words } from './text';

/**
 * What a visitor typed, as words to find: each typed word is looked for as a prefix, together
 * with the index's words one typo away from it. All words must match.
 */
export interface WordQuery {
  typed: string;
  /** Vocabulary words one typo from `typed` (only for words of five letters or more). */
  alternatives: string[];
}

/** Longer input is cut: a search needs a few words, not a page of text. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The words of any string, ready to be looked for. Only letters and digits survive, so
 * operators (AND, NEAR, *, quotes, parentheses) and control characters are plain text or
 * nothing, never syntax.
 */
export function queryWords(text: string): string[] {
  const found = words(text.slice(0, 1000)).map((word) => [...word].slice(0, MAX_WORD_LENGTH).join(''));
  return [...new Set(found)].slice(0, MAX_WORDS);
}

/** The deletion forms to look up in the vocabulary for typo candidates of these words. */
export function typoLookups(typed: readonly string[]): string[] {
  return [...new Set(typed.filter((word) => [...word].length >= TYPO_MIN_LENGTH).flatMap(deletionVariants))];
}

/**
 * The full-text expression for the dialect: an FTS5 MATCH string on SQLite, a to_tsquery
 * string on PostgreSQL. `columns` limits an FTS5 search to some columns (the city alone).
 * Words are quoted on both engines, so the expression is valid whatever they contain.
 */
export function fullTextExpression(query: readonly WordQuery[], dialect: StoreDialect, columns?: readonly string[]): string | undefined {
  if (query.length === 0) return undefined;
  if (dialect === 'postgres') {
    return query
      .map(({ typed, alternatives }) => `(${[`'${typed}':*`, ...alternatives.map((word) => `'${word}'`)].join(' | ')})`)
      .join(' & ');
  }
  const expression = query
    .map(({ typed, alternatives }) => `(${[`"${typed}"*`, ...alternatives.map((word) => `"${word}"`)].join(' OR ')})`)
    .join(' AND ');
  return columns ? `{${columns.join(' ')}} : (${expression})` : expression;
}
