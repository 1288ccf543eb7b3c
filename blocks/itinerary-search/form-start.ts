import { parseDate } from '@internationalized/date';
import { defineRequestRead } from '@quai/engine/request-read';
import { writtenDay } from '../../domain/calendar/written';
import type { ChosenPlace } from '../_rail/location';
import { PLACE_FIELDS, searchFromParams, toSens, type Sens } from '../_rail/search-params';
import { typedSearchFromParams } from '../_rail/typed-search';

/** What the form's markup depends on in the URL of a results page. */
type FormStartShape = {
  sens: Sens;
  /** Both places chosen from the suggestions (a search the form or the paging wrote), both typed without JavaScript, or none. */
  places: 'chosen' | 'typed' | null;
  /** Whether the URL has a valid day and time. */
  when: boolean;
};

type End = 'departure' | 'arrival';
type PlaceSuffix = keyof typeof PLACE_FIELDS;
const SUFFIXES = Object.keys(PLACE_FIELDS) as PlaceSuffix[];

/**
 * The texts the form shows, named after the URL's parameters: each place's fields (a typed
 * place has its name as its label), the day (yyyy-MM-dd, and as the page writes it, dd/mm/yyyy)
 * and the time (HH:mm). Empty where the shape has none.
 */
type FormStartText = `${End}${PlaceSuffix}` | 'day' | 'writtenDay' | 'time';

const NO_TEXTS: Record<FormStartText, string> = {
  departureLabel: '',
  departureCode: '',
  departureType: '',
  departureLat: '',
  departureLng: '',
  arrivalLabel: '',
  arrivalCode: '',
  arrivalType: '',
  arrivalLat: '',
  arrivalLng: '',
  day: '',
  writtenDay: '',
  time: '',
};

/** A valid day and time (yyyy-MM-ddTHH:mm...) as the form shows them, or nothing. */
function when(date: string | undefined): Pick<Record<FormStartText, string>, 'day' | 'writtenDay' | 'time'> | undefined {
  if (!date || !/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d/.test(date)) return undefined;
  const day = date.slice(0, 10);
  try {
    parseDate(day);
  } catch {
    return undefined;
  }
  return { day, writtenDay: writtenDay(day), time: date.slice(11, 16) };
}

/** The fields of both places as texts. */
function placeTexts(places: Record<End, ChosenPlace>): Partial<Record<FormStartText, string>> {
  const texts: Partial<Record<FormStartText, string>> = {};
  for (const end of ['departure', 'arrival'] as const)
    for (const suffix of SUFFIXES) texts[`${end}${suffix}`] = places[end][PLACE_FIELDS[suffix]];
  return texts;
}

/**
 * What the form starts from on a results page: the search in the URL, chosen or typed. The
 * server keeps the form's markup per shape and fills the texts in (docs/kept-islands.md).
 */
export const formStart = defineRequestRead<FormStartShape, FormStartText>({
  name: 'itinerary search form start',
  read: ({ search }) => {
    const params = new URLSearchParams(search);
    const chosen = searchFromParams(params);
    if (chosen) {
      const at = when(chosen.date);
      const texts = { ...NO_TEXTS, ...placeTexts(chosen), ...at };
      return { shape: { sens: chosen.sens, places: 'chosen', when: at !== undefined }, texts };
    }
    const typed = typedSearchFromParams(params);
    if (typed) {
      const at = when(typed.date);
      const texts = { ...NO_TEXTS, departureLabel: typed.departure, arrivalLabel: typed.arrival, ...at };
      return { shape: { sens: typed.sens, places: 'typed', when: at !== undefined }, texts };
    }
    return { shape: { sens: toSens(null), places: null, when: false }, texts: NO_TEXTS };
  },
});

/** A place chosen in the URL, from the form start's texts (marks, on a server keeping the form). */
export function startPlace(texts: Readonly<Record<FormStartText, string>>, end: End): ChosenPlace {
  const place = (suffix: PlaceSuffix) => texts[`${end}${suffix}`];
  return { label: place('Label'), code: place('Code'), type: place('Type'), lat: place('Lat'), lng: place('Lng') };
}
