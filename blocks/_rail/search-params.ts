import type { ChosenPlace } from './location';

/** Depart after the given time (the default), or arrive before it. */
export type Sens = 'PARTIR_APRES' | 'ARRIVER_AVANT';
const DEFAULT_SENS: Sens = 'PARTIR_APRES';

export function toSens(value: string | null): Sens {
  return value === 'ARRIVER_AVANT' ? 'ARRIVER_AVANT' : DEFAULT_SENS;
}

/** An itinerary search as the results page's URL carries it, so a search can be shared and bookmarked. */
export interface ItinerarySearch {
  departure: ChosenPlace;
  arrival: ChosenPlace;
  sens: Sens;
  /** Paris local time, yyyy-MM-ddTHH:mm. */
  date: string;
}

const ENDS = ['departure', 'arrival'] as const;
/** A place's field by the suffix of its URL parameter (departureLabel, arrivalLat...). */
export const PLACE_FIELDS = { Label: 'label', Code: 'code', Type: 'type', Lat: 'lat', Lng: 'lng' } as const;

/** departureLabel, departureCode, departureLat, departureLng, departureType, arrival..., sens, date. */
export function searchToParams(search: ItinerarySearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const end of ENDS) for (const [suffix, field] of Object.entries(PLACE_FIELDS)) params.set(`${end}${suffix}`, search[end][field]);
  params.set('sens', search.sens);
  params.set('date', search.date);
  return params;
}

/** The search a results page URL describes; null when a place or the date is missing. */
export function searchFromParams(params: URLSearchParams): ItinerarySearch | null {
  const place = (end: (typeof ENDS)[number]): ChosenPlace | null => {
    const values = Object.fromEntries(
      Object.entries(PLACE_FIELDS).map(([suffix, field]) => [field, params.get(`${end}${suffix}`) ?? '']),
    ) as unknown as ChosenPlace;
    return values.code && values.type ? values : null;
  };
  const departure = place('departure');
  const arrival = place('arrival');
  const date = params.get('date');
  // The form and the paging write yyyy-MM-ddTHH:mm; anything else is not a search this page can show.
  if (!departure || !arrival || !date || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(date)) return null;
  return { departure, arrival, sens: toSens(params.get('sens')), date };
}
