/**
 * Words as the index sees them: lower case, diacritics removed ("Besançon" → "besancon"),
 * split on anything that is not a letter or a digit. The query builder, the vocabulary and the
 * highlighter all cut text with this one function, so a word typed matches the word indexed.
 */
function normaliseWord(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

export function words(text: string): string[] {
  return normaliseWord(text).match(WORD) ?? [];
}

/** Each word of `text` with its place, in the original spelling (for highlighting). */
export function wordSpans(text: string): Array<{ start: number; end: number; word: string }> {
  const spans: Array<{ start: number; end: number; word: string }> = [];
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const normalised = normaliseWord(match[0]).replace(/[^\p{L}\p{N}]/gu, '');
    if (normalised) spans.push({ start: match.index, end: match.index + match[0].length, word: normalised });
  }
  return spans;
}
