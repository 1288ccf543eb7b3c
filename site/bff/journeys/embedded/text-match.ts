/** Text as the autocomplete compares it: the site's one rule for place names. */
export { normalisePlaceName as normaliseForSearch } from '../../../../domain/rail/place-names';

/** 0: the name starts with the query, 1: a word of it does, 2: it contains it, undefined: no match. */
export function matchRank(normalisedName: string, normalisedQuery: string): number | undefined {
  if (normalisedName.startsWith(normalisedQuery)) return 0;
  if (normalisedName.includes(` ${normalisedQuery}`)) return 1;
  if (normalisedName.includes(normalisedQuery)) return 2;
  return undefined;
}
