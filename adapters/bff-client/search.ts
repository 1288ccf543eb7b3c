import type { BffKey } from './keys';
import { queryString, type QueryValues } from './client';
import { SEARCH_PATHS } from './paths';

const SEARCH_NAMES = ['news', 'publications', 'agency'] as const;
export type SearchName = (typeof SEARCH_NAMES)[number];

/** The query keys of a range of days (yyyy-MM-dd, both ends included), in the form's order. */
export const DATE_RANGE_FIELDS = ['from', 'to'] as const;

/**
 * The filters of each search, in the order of its form: free-text fields (`name`, `city`),
 * then selects whose options come from the index, then for the news a range of publication
 * days (`from`, `to`). They are also the query keys of its call and of the page's address.
 */
export const SEARCH_FIELDS: Record<SearchName, { text: readonly string[]; selects: readonly string[]; dateRange: boolean }> = {
  news: { text: ['name'], selects: ['taxonomy'], dateRange: true },
  publications: { text: ['name'], selects: ['category', 'region', 'transporter'], dateRange: false },
  agency: { text: ['name', 'city'], selects: [], dateRange: false },
};

/**
 * SWR keys of the search calls, as the journey keys: the path and its query string. Empty
 * values are left out, so a form with blank fields asks what a link without them asks.
 */
export const searchKeys = {
  results: (index: SearchName, values: QueryValues): BffKey => [SEARCH_PATHS[index], queryString(withoutEmpty(values))],
  filters: (index: SearchName, locale: string): BffKey => [SEARCH_PATHS.filters, queryString({ index, locale })],
};

function withoutEmpty(values: QueryValues): QueryValues {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => value !== undefined && (typeof value === 'string' ? value.trim() !== '' : value.length > 0),
    ),
  );
}
