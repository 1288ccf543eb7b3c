import { createContext, useContext, type ReactNode } from 'react';

/** The request a page is rendered for: its path and query string, the same on server and client. */
export interface RequestInfo {
  path: string;
  /** The query string with its leading "?", or "". */
  search: string;
  /**
   * Set where blocks are shown as examples (the block gallery): a block then shows itself without
   * acting on the page, such as sending the visitor elsewhere when a parameter it needs is missing.
   */
  preview?: boolean;
}

const RequestContext = createContext<RequestInfo>({ path: '/', search: '' });

export function RequestProvider({ value, children }: { value: RequestInfo; children: ReactNode }) {
  return <RequestContext.Provider value={value}>{children}</RequestContext.Provider>;
}

/**
 * Blocks that read the query string (itinerary results, slider deep links...) use this, not
 * window.location. On the server, an island that reads its `search` (or `preview`) is rendered
 * for every request, one that reads its `path` is kept per path; to be kept whatever the query,
 * read it through `useRequestRead` (`./request-read`).
 */
export function useRequest(): RequestInfo {
  return useContext(RequestContext);
}

export function useQueryParams(): URLSearchParams {
  return new URLSearchParams(useRequest().search);
}
