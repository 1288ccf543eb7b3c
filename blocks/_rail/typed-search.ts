import type { StationLocation } from '../../adapters/bff-client/types';
import { chosenPlace, type ChosenPlace } from './location';
import { isoDayFromWritten, isoTimeFromWritten } from '../../domain/calendar/written';
import { normalisePlaceName } from '../../domain/rail/place-names';
import { toSens, type ItinerarySearch, type Sens } from './search-params';

/**
 * A search as the form sends it without JavaScript: the station names, the day and the time as
 * typed. The results page resolves the names on the server.
 */
export interface TypedSearchParams {
  departure: string;
  arrival: string;
  sens: Sens;
  /** Paris local time, yyyy-MM-ddTHH:mm; absent when the day or the time is missing or malformed. */
  date?: string;
}

export const TYPED_PARAMS = { departure: 'departureLabel', arrival: 'arrivalLabel', day: 'day', time: 'time' } as const;

export function typedSearchFromParams(params: URLSearchParams): TypedSearchParams | null {
  const departure = params.get(TYPED_PARAMS.departure)?.trim() ?? '';
  const arrival = params.get(TYPED_PARAMS.arrival)?.trim() ?? '';
  if (!departure || !arrival) return null;
  // As the page's language writes them (03/12/2026, 07:25), or in ISO form (2026-12-03).
  const day = isoDayFromWritten(params.get(TYPED_PARAMS.day) ?? '');
  const time = isoTimeFromWritten(params.get(TYPED_PARAMS.time) ?? '');
  return { departure, arrival, sens: toSens(params.get('sens')), ...(day && time ? { date: `${day}T${time}` } : {}) };
}

/** One end of a typed search: the place it names, or the places it may mean (none when nothing matches). */
export interface TypedEnd {
  typed: string;
  place?: ChosenPlace;
  choices: ChosenPlace[];
}

/** How many places a visitor chooses from when a name is ambiguous. */
const MAX_CHOICES = 6;

/**
 * The place a typed name names among the autocomplete's answers (accents, case and punctuation
 * ignored): the one whose name is exactly the typed one (the first, as the server ranks them,
 * when a town and its station share it), else the only answer; several answers and no exact
 * name leave the visitor a choice.
 */
export function resolveTypedName(typed: string, candidates: readonly StationLocation[]): TypedEnd {
  const wanted = normalisePlaceName(typed);
  const exact = candidates.find((candidate) => normalisePlaceName(candidate.libelle) === wanted);
  const only = candidates.length === 1 ? candidates[0] : undefined;
  const place = exact ?? only;
  if (place) return { typed, place: chosenPlace(place), choices: [] };
  return { typed, choices: candidates.slice(0, MAX_CHOICES).map(chosenPlace) };
}

/** The itinerary search both resolved ends make, or null while one is not known. */
export function resolvedSearch(departure: TypedEnd, arrival: TypedEnd, sens: Sens, date: string): ItinerarySearch | null {
  return departure.place && arrival.place ? { departure: departure.place, arrival: arrival.place, sens, date } : null;
}
