import { BFF_PATHS, queryString, requestJson, type QueryValues } from './client';

/**
 * SWR keys of the BFF calls: the path and its query string, so equal requests share one cache
 * entry. `null` tells SWR not to fetch (a required value is missing).
 */
export type BffKey = readonly [path: string, query: string];

function key(path: string, values: QueryValues): BffKey {
  return [path, queryString(values)];
}

export const bffKeys = {
  itineraries: (values: QueryValues): BffKey => key(BFF_PATHS.itineraries, values),
  trainDetails: (values: QueryValues): BffKey => key(BFF_PATHS.trainDetails, values),
  stationTimetable: (values: QueryValues): BffKey => key(BFF_PATHS.stationTimetable, values),
  locations: (values: QueryValues): BffKey => key(BFF_PATHS.locations, values),
  traffic: (values: QueryValues): BffKey => key(BFF_PATHS.traffic, values),
};

/** The SWR fetcher for every BFF key. */
export function bffFetcher<T>([path, query]: BffKey): Promise<T> {
  return requestJson<T>(path, query);
}
