/**
 * Text as the autocomplete compares it: without accents or case, punctuation as spaces, and the
 * usual abbreviations of French place names spelled out ("St-Malo" finds "Saint-Malo").
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bste\b/g, 'sainte')
    .replace(/\bst\b/g, 'saint')
    .trim();
}

/** 0: the name starts with the query, 1: a word of it does, 2: it contains it, undefined: no match. */
export function matchRank(normalisedName: string, normalisedQuery: string): number | undefined {
  if (normalisedName.startsWith(normalisedQuery)) return 0;
  if (normalisedName.includes(` ${normalisedQuery}`)) return 1;
  if (normalisedName.includes(normalisedQuery)) return 2;
  return undefined;
}
