import { wordSpans } from './text';
import type { WordQuery } from './query-builder';

const EXCERPT_WORDS = 30;
const WORDS_BEFORE_MATCH = 8;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Whether an indexed word answers one of the query's words (as a prefix of it, or one typo away). */
function matches(word: string, query: readonly WordQuery[]): boolean {
  return query.some(({ typed, alternatives }) => word.startsWith(typed) || alternatives.includes(word));
}

/**
 * A piece of `text` around its first matched word, HTML-escaped, every matched word wrapped in
 * <mark>: the only markup in it. Without a query (or a match), the text's opening words.
 */
export function excerpt(text: string, query: readonly WordQuery[]): string {
  const spans = wordSpans(text);
  if (spans.length === 0) return escapeHtml(text);
  const first = spans.findIndex((span) => matches(span.word, query));
  const from = first <= WORDS_BEFORE_MATCH ? 0 : first - WORDS_BEFORE_MATCH;
  const to = Math.min(spans.length, from + EXCERPT_WORDS);
  const start = from === 0 ? 0 : spans[from]!.start;
  const end = to === spans.length ? text.length : spans[to - 1]!.end;
  let html = from === 0 ? '' : '… ';
  let cursor = start;
  for (const span of spans.slice(from, to)) {
    if (!matches(span.word, query)) continue;
    html += `${escapeHtml(text.slice(cursor, span.start))}<mark>${escapeHtml(text.slice(span.start, span.end))}</mark>`;
    cursor = span.end;
  }
  html += escapeHtml(text.slice(cursor, end));
  return to === spans.length ? html : `${html} …`;
}
