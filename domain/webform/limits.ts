/**
 * Limits as Drupal's Webform module accepts them in `#min`, `#max`, `#date_date_min` and
 * `#date_date_max`: numbers, or strings its PHP reads (`"0"`, `"2009-01-01"`, `"14:00"`,
 * `"today"`, `"-1 year"`, `"+2 weeks"`, `"3 days ago"`). Each helper answers undefined for a
 * limit it cannot read, which then limits nothing.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const RELATIVE_TERM = /([+-]?\d+)\s*(day|week|fortnight|month|year)s?/g;
const NAMED_DAYS: Record<string, number> = { today: 0, now: 0, tomorrow: 1, yesterday: -1 };

/** A number, or a string holding one ("0", "-2.5"). */
export function numberLimit(limit: unknown): number | undefined {
  if (typeof limit === 'number') return Number.isFinite(limit) ? limit : undefined;
  if (typeof limit !== 'string' || limit.trim() === '') return undefined;
  const number = Number(limit);
  return Number.isFinite(number) ? number : undefined;
}

/** A day as YYYY-MM-DD: a written date (a time after it is dropped), a named day, or a shift from `today`. */
export function dateLimit(limit: unknown, today: string): string | undefined {
  if (typeof limit !== 'string') return undefined;
  const written = limit.trim().toLowerCase();
  const iso = ISO_DATE.exec(written);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  if (written in NAMED_DAYS) return shift(today, { days: NAMED_DAYS[written]! });
  const terms = [...written.matchAll(RELATIVE_TERM)];
  // Only shifts, nothing else ("next monday" and other PHP phrases are not read).
  if (
    !terms.length ||
    written
      .replace(RELATIVE_TERM, '')
      .replace(/\bago\b/, '')
      .trim() !== ''
  )
    return undefined;
  const sign = /\bago\b/.test(written) ? -1 : 1;
  const amount = { days: 0, months: 0 };
  for (const [, count, unit] of terms) {
    const value = sign * Number(count);
    if (unit === 'day') amount.days += value;
    else if (unit === 'week') amount.days += 7 * value;
    else if (unit === 'fortnight') amount.days += 14 * value;
    else if (unit === 'month') amount.months += value;
    else amount.months += 12 * value;
  }
  return shift(today, amount);
}

/** A time of day as HH:MM (seconds dropped). */
export function timeLimit(limit: unknown): string | undefined {
  if (typeof limit !== 'string') return undefined;
  const time = TIME.exec(limit.trim());
  return time ? `${time[1]!.padStart(2, '0')}:${time[2]}` : undefined;
}

/** The day `months` and `days` after `day`; a month shift keeps the day or ends the shorter month. */
function shift(day: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(monthIndex / 12), (monthIndex % 12) + 1, 0)).getUTCDate();
  const shifted = new Date(Date.UTC(Math.floor(monthIndex / 12), monthIndex % 12, Math.min(date, lastDay) + days));
  return shifted.toISOString().slice(0, 10);
}
