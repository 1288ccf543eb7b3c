import type { BffKey } from '../../adapters/bff-client/keys';
import { DATE_RANGE_FIELDS, SEARCH_FIELDS, searchKeys, type SearchName } from '../../adapters/bff-client/search';

/** What a search shows: its filled filters (in form order) and its page, as the address holds them. */
export interface SearchState {
  filters: Record<string, string>;
  page: number;
}

function searchFieldNames(index: SearchName): string[] {
  const { text, selects, dateRange } = SEARCH_FIELDS[index];
  return [...text, ...selects, ...(dateRange ? DATE_RANGE_FIELDS : [])];
}

/**
 * The search in an address's query: its own keys only, blank values dropped, the page a whole
 * number from 1 (anything else is page 1). A shared link thus opens the same results.
 */
export function stateFromQuery(index: SearchName, query: URLSearchParams): SearchState {
  const filters: Record<string, string> = {};
  for (const name of searchFieldNames(index)) {
    const value = query.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const page = Number(query.get('page'));
  return { filters, page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1 };
}

/** The address query of a search ("" for the first page without filters); page 1 is left out. */
export function queryOfState(state: SearchState): string {
  const query = new URLSearchParams(state.filters);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The call for one page of results: the same key on the server and in the browser. */
export function resultsKey(index: SearchName, state: SearchState, limit: number, locale: string): BffKey {
  return searchKeys.results(index, { ...state.filters, page: String(state.page), limit: String(limit), locale });
}
