import { BFF_PATHS } from './paths';
import type { Itinerary } from './types';

/** Query values: a list repeats the parameter (numeroCirculation=1&numeroCirculation=2). */
export type QueryValues = Record<string, string | readonly string[] | undefined>;

export class BffError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`BFF call ${path} answered ${status}`);
  }
}

export function queryString(values: QueryValues): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) search.append(name, item);
  }
  return search.toString();
}

/** GETs a BFF path and returns its JSON; a non-OK answer is an error, which the screens show as their error state. */
export async function requestJson<T>(path: string, query: string): Promise<T> {
  const response = await fetch(`${path}?${query}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new BffError(response.status, path);
  return (await response.json()) as T;
}

function getJson<T>(path: string, values: QueryValues): Promise<T> {
  return requestJson<T>(path, queryString(values));
}

/** Later pages of itinerary results, which the paging machine asks for outside SWR. */
export const fetchItineraries = (values: QueryValues) => getJson<Itinerary[]>(BFF_PATHS.itineraries, values);
