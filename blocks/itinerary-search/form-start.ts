import { parseDate } from '@internationalized/date';
import type { ShownValues } from '@quai/engine/shown-values';
import { writtenDay } from '../../domain/calendar/written';
import type { ChosenPlace } from '../_rail/location';
import { searchFromParams, sensOf, type Sens } from '../_rail/search-params';
import { typedSearchFromParams } from '../_rail/typed-search';

/** What the form starts from on a results page: the search in the URL, chosen or typed. */
export interface FormStart {
  sens: Sens;
  /** Both places, as chosen from the suggestions (a search the form or the paging wrote). */
  chosen?: { departure: ChosenPlace; arrival: ChosenPlace };
  /** Both names, as typed without JavaScript. */
  typed?: { departure: string; arrival: string };
  /** yyyy-MM-dd and HH:mm, when the URL has a valid day and time. */
  day?: string;
  time?: string;
  /** The day as the page writes it (dd/mm/yyyy): a value of its own, so kept markup shows it too. */
  writtenDay?: string;
}

const PLACE_FIELDS = ['label', 'code', 'type', 'lat', 'lng'] as const;

/** A valid day (yyyy-MM-dd, and as the page writes it, dd/mm/yyyy) and time (HH:mm), or nothing. */
function when(date: string | undefined): { day: string; writtenDay: string; time: string } | undefined {
  if (!date || !/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d/.test(date)) return undefined;
  const day = date.slice(0, 10);
  try {
    parseDate(day);
  } catch {
    return undefined;
  }
  return { day, writtenDay: writtenDay(day), time: date.slice(11, 16) };
}

/**
 * The search in the query string as the form shows it: every text it shows (names, codes,
 * coordinates, day and time) as a value, shown verbatim; whether the places are chosen or typed,
 * the direction and whether there is a day and time as its shape (see `useShownValues`).
 */
export function readFormStart(search: string): ShownValues {
  const params = new URLSearchParams(search);
  const current = searchFromParams(params);
  if (current) {
    const values: Record<string, string> = { ...when(current.date) };
    for (const end of ['departure', 'arrival'] as const) for (const field of PLACE_FIELDS) values[`${end}.${field}`] = current[end][field];
    return { shape: `chosen ${current.sens}`, values };
  }
  const typed = typedSearchFromParams(params);
  if (typed) return { shape: `typed ${typed.sens}`, values: { ...when(typed.date), departure: typed.departure, arrival: typed.arrival } };
  return { shape: sensOf(null), values: {} };
}

/** The form's start from what `readFormStart` gave (values or their marks). */
export function formStartOf({ shape, values }: ShownValues): FormStart {
  const [kind, sens] = shape.includes(' ') ? shape.split(' ') : [undefined, shape];
  const start: FormStart = { sens: sensOf(sens ?? null) };
  if (values.day !== undefined && values.time !== undefined)
    Object.assign(start, { day: values.day, time: values.time, writtenDay: values.writtenDay });
  const place = (end: string) =>
    Object.fromEntries(PLACE_FIELDS.map((field) => [field, values[`${end}.${field}`] ?? ''])) as unknown as ChosenPlace;
  if (kind === 'chosen') start.chosen = { departure: place('departure'), arrival: place('arrival') };
  if (kind === 'typed') start.typed = { departure: values.departure ?? '', arrival: values.arrival ?? '' };
  return start;
}
