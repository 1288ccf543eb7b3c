import { heldDay, heldTime } from '../../calendar/written';
import { dateLimit, timeLimit } from '../limits';
import type { FieldError } from '../messages';
import type { ElementFamily, ValidationContext } from './family';
import type { FieldValue } from '../elements';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/** Dates and times: a real calendar day within `#min`/`#max` (or `#date_date_min`/`#date_date_max`), a time of day within its limits. */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;
/** A year 19xx or 20xx, a month, a day, an hour and a minute; seconds are optional. */
const DATE_TIME = /^((?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;

export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function dateLimits(element: WebformElementNode, date: string, context: ValidationContext): FieldError | undefined {
  const min = dateLimit(element['#date_date_min'] ?? element['#min'], context.today);
  const max = dateLimit(element['#date_date_max'] ?? element['#max'], context.today);
  // ISO dates compare as strings.
  if (min && date < min) return { key: 'webform.date.min', values: { date: min } };
  if (max && date > max) return { key: 'webform.date.max', values: { date: max } };
  return undefined;
}

function timeLimits(element: WebformElementNode, time: string): FieldError | undefined {
  const min = timeLimit(element['#date_time_min'] ?? element['#min']);
  const max = timeLimit(element['#date_time_max'] ?? element['#max']);
  // HH:MM times compare as strings.
  if (min && time < min) return { key: 'webform.time.min', values: { time: min } };
  if (max && time > max) return { key: 'webform.time.max', values: { time: max } };
  return undefined;
}

/**
 * The fields show days and times as the page's language writes them (03/12/2026, 07:25) and a
 * form posted without JavaScript sends that text: each text is read back into its ISO form
 * before any rule runs, and what is not a day or a time is left for the rule to refuse.
 */
function eachText(value: FieldValue, read: (text: string) => string): FieldValue {
  if (typeof value === 'string') return read(value);
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]).map(read) : value;
}

export const date = {
  types: ['date'],
  normalise: (_key, _element, value) => eachText(value, heldDay),
  checkText: (element, value, context) => (isCalendarDate(value) ? dateLimits(element, value, context) : { key: 'webform.date.invalid' }),
} satisfies ElementFamily;

/** A date and a time, posted as two fields (`key[date]`, `key[time]`) and held as `YYYY-MM-DDTHH:MM`. */
export const datetime = {
  types: ['datetime'],
  normalise: (_key, _element, value) =>
    eachText(value, (text) => {
      if (!text) return text;
      const [day = '', time = ''] = text.split('T');
      return `${heldDay(day)}T${heldTime(time)}`;
    }),
  checkText: (element, value, context) => {
    const match = DATE_TIME.exec(value);
    if (!match || !isCalendarDate(match[1]!)) return { key: 'webform.datetime.invalid' };
    return dateLimits(element, match[1]!, context);
  },
  readPosted: (key, _element, { last }) => {
    const [day, time] = [last(`${key}[date]`), last(`${key}[time]`)];
    return { value: day || time ? `${day}T${time}` : '' };
  },
  postedFields: (key, value) => {
    if (typeof value !== 'string' || !value) return [];
    const [day = '', time = ''] = value.split('T');
    return [
      [`${key}[date]`, day],
      [`${key}[time]`, time],
    ];
  },
} satisfies ElementFamily;

export const time = {
  types: ['webform_time'],
  normalise: (_key, _element, value) => eachText(value, heldTime),
  checkText: (element, value) => (TIME.test(value) ? timeLimits(element, value.slice(0, 5)) : { key: 'webform.time.invalid' }),
} satisfies ElementFamily;
