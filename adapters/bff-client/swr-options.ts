import type { SWRConfiguration } from 'swr';

/**
 * How every island fetches: an answer the server rendered, or one already in the block's cache,
 * is not fetched again on hydration, on focus or on remount (journeys, boards and searches are
 * fresh enough for the page's life, and a refetch would move what the visitor reads); a failed
 * call shows its error at once instead of retrying behind it. Blocks add only what differs (a
 * refresh interval).
 */
export const ISLAND_SWR_OPTIONS = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateIfStale: false,
} as const satisfies SWRConfiguration;
