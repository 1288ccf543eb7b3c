import { queryString, requestJson, type QueryValues } from './client';
import { BFF_PATHS } from './paths';

/**
 * SWR keys of the BFF calls: the path and its query string, so equal requests share one cache
 * entry. A key that is `null` tells SWR not to fetch: the itinerary call returns it when a
 * parameter it needs is missing.
 */
export type BffKey = readonly [path: string, query: string];

function key(path: string, values: QueryValues): BffKey {
  return [path, queryString(values)];
}

/** What an itinerary search needs before it is asked at all: both places with their coordinates, the direction, the date, the locale. */
const ITINERARY_REQUIRED = [
  'departureType',
  'arrivalType',
  'departureCode',
  'arrivalCode',
  'departureLng',
  'departureLat',
  'arrivalLng',
  'arrivalLat',
  'sens',
  'date',
  'locale',
] as const;

export const bffKeys = {
  /** Skipped (null), returning nothing, unless every required parameter is there. */
  itineraries: (values: QueryValues): BffKey | null =>
    ITINERARY_REQUIRED.every((name) => Boolean(values[name]?.length)) ? key(BFF_PATHS.itineraries, values) : null,
  trainDetails: (values: QueryValues): BffKey => key(BFF_PATHS.trainDetails, values),
  stationTimetable: (values: QueryValues): BffKey => key(BFF_PATHS.stationTimetable, values),
  locations: (values: QueryValues): BffKey => key(BFF_PATHS.locations, values),
  traffic: (values: QueryValues): BffKey => key(BFF_PATHS.traffic, values),
};

/** The SWR fetcher for every BFF key. */
export function bffFetcher<T>([path, query]: BffKey): Promise<T> {
  return requestJson<T>(path, query);
}
