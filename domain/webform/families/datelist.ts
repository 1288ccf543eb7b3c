import type { FieldError } from '../messages';
import { dateLimits, isCalendarDate } from './dates';
import type { ElementFamily, ValidationContext } from './family';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/**
 * A datelist: a date, and a time when the hour is one of its parts, each part chosen from a
 * list. Its value is 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM'; parts not chosen yet are left empty
 * ('2026--05'), so a half-filled date keeps what was chosen and the rule can say "fill every
 * field". Pure: the browser's lists, the posted fields and the server's rule share it.
 */
export type DatePart = 'year' | 'month' | 'day' | 'hour' | 'minute';

/** Drupal's order when #date_part_order is not given. */
const DEFAULT_ORDER: readonly DatePart[] = ['year', 'month', 'day', 'hour', 'minute'];
const SHOWN = new Set<string>(DEFAULT_ORDER);
/** Drupal's years when #date_year_range is not given. */
const DEFAULT_YEAR_RANGE = '1900:2050';

/** The parts shown, in order ('second' and 'ampm' are not: times are on 24 hours, to the minute). */
export function datePartsFor(element: WebformElementNode): DatePart[] {
  const order = element['#date_part_order'];
  const parts = Array.isArray(order) ? order.filter((part): part is DatePart => SHOWN.has(part)) : [];
  return parts.length ? parts : [...DEFAULT_ORDER];
}

function hasTimeParts(element: WebformElementNode): boolean {
  return datePartsFor(element).includes('hour');
}

/** The first and last year offered; "+N" and "-N" count from the year of `today` (YYYY-MM-DD). */
function yearBounds(element: WebformElementNode, today: string): { min: number; max: number } {
  const range = typeof element['#date_year_range'] === 'string' ? element['#date_year_range'] : DEFAULT_YEAR_RANGE;
  const current = Number(today.slice(0, 4));
  const read = (text: string) => (/^[+-]/.test(text) ? current + Number(text) : Number(text));
  const [from = '', to = ''] = range.split(':');
  const [first, last] = [read(from), read(to)];
  return { min: Math.min(first, last), max: Math.max(first, last) };
}

/** The years of the year list, latest first with #date_year_range_reverse. */
export function yearChoices(element: WebformElementNode, today: string): number[] {
  const { min, max } = yearBounds(element, today);
  const years = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return element['#date_year_range_reverse'] === true ? years.reverse() : years;
}

/** The minutes of the minute list, every #date_increment minutes. */
export function minuteChoices(element: WebformElementNode): number[] {
  const step = typeof element['#date_increment'] === 'number' && element['#date_increment'] >= 1 ? element['#date_increment'] : 1;
  return Array.from({ length: Math.ceil(60 / step) }, (_, index) => index * step);
}

export type DateParts = Record<DatePart, string>;

const VALUE = /^(\d*)-(\d*)-(\d*)(?:T(\d*):(\d*))?$/;

export function splitDatelist(value: string): DateParts {
  const [, year = '', month = '', day = '', hour = '', minute = ''] = VALUE.exec(value) ?? [];
  return { year, month, day, hour, minute };
}

const two = (text: string) => (text === '' ? '' : text.padStart(2, '0'));

/**
 * The value of the parts chosen: '' when none is. A date part the element does not show is the
 * first of its kind (a month-and-year list gives the 1st of the month).
 */
export function joinDatelist(element: WebformElementNode, parts: Partial<DateParts>): string {
  const shown = datePartsFor(element);
  if (shown.every((part) => !parts[part])) return '';
  const part = (name: DatePart, fallback: string) => (shown.includes(name) ? (parts[name] ?? '') : fallback);
  const date = `${part('year', '')}-${two(part('month', '01'))}-${two(part('day', '01'))}`;
  return hasTimeParts(element) ? `${date}T${two(part('hour', ''))}:${two(part('minute', '00'))}` : date;
}

/** A value every shown part of which is chosen. */
function isCompleteDatelist(element: WebformElementNode, value: string): boolean {
  return hasTimeParts(element) ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) : /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** A value with a shown part not chosen is refused, as is a day that does not exist, a year outside the range and a date outside the limits. */
function datelistError(element: WebformElementNode, value: string, context: ValidationContext): FieldError | undefined {
  if (!isCompleteDatelist(element, value)) return { key: 'webform.datetime.invalid' };
  const date = value.slice(0, 10);
  if (!isCalendarDate(date)) return { key: 'webform.date.invalid' };
  const { min, max } = yearBounds(element, context.today);
  const year = Number(date.slice(0, 4));
  if (year < min || year > max) return { key: 'webform.datelist.year_range', values: { min, max } };
  return dateLimits(element, date, context);
}

/** Posted without scripts, each part is a field of its own: `key[year]`, `key[month]`... */
export const datelist = {
  types: ['datelist'],
  takes: 'one',
  checkText: datelistError,
  readPosted: (key, element, { last }) => ({
    value: joinDatelist(element, Object.fromEntries(datePartsFor(element).map((part) => [part, last(`${key}[${part}]`)]))),
  }),
} satisfies ElementFamily;
