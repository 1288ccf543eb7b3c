import type { Locale } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';

/** A calendar day as yyyy-MM-dd; compared as text, which orders days correctly. */
export type Day = string;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Paris, the day every gift-card window is counted from. */
export function today(now: Date = new Date()): Day {
  return formatInSiteTime(now, 'isoDate');
}

/**
 * The day `years`, `months` and `days` after `day` (negative counts go back). Counted on UTC
 * dates, which have no daylight saving changes; a month that lacks the day of the month ends
 * on its last day (31 January + 1 month is 28 February, 29 February + 1 year is 28 February).
 */
export function shiftDay(day: Day, { years = 0, months = 0, days = 0 }: { years?: number; months?: number; days?: number }): Day {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year + years, month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(date, lastOfMonth) + days);
  return shifted.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, negative when `to` comes first. */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000);
}

/** A day as the visitor's language writes it in short: 25/11/2026 in French, English, Spanish and Italian alike. */
export function formatDay(day: Day, locale: Locale): string {
  // Noon keeps the day the same whatever Paris's offset.
  return formatInSiteTime(`${day}T12:00:00Z`, 'numericDate', locale);
}

/** A real calendar day written yyyy-MM-dd (2025-02-30 is not one). */
export function isDay(value: string): value is Day {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A deferred activation: from tomorrow to one month from today. */
export function activationWindow(now: Date = new Date()): { min: Day; max: Day } {
  const day = today(now);
  return { min: shiftDay(day, { days: 1 }), max: shiftDay(day, { months: 1 }) };
}

/** Purchases whose e-mail can be sent again: from one year and one month ago to today. */
export function resendPurchaseWindow(now: Date = new Date()): { min: Day; max: Day } {
  const day = today(now);
  return { min: shiftDay(day, { years: -1, months: -1 }), max: day };
}

export type WindowError = 'invalid_date' | 'date_too_early' | 'date_too_late' | 'end_before_start';

/** A day against a window, or the reason it is refused. */
export function dayInWindow(value: string, window: { min: Day; max: Day }): WindowError | undefined {
  if (!isDay(value)) return 'invalid_date';
  if (value < window.min) return 'date_too_early';
  if (value > window.max) return 'date_too_late';
  return undefined;
}

/** A range of days inside a window, start not after end. */
export function rangeInWindow(start: string, end: string, window: { min: Day; max: Day }): WindowError | undefined {
  const error = dayInWindow(start, window) ?? dayInWindow(end, window);
  if (error) return error;
  return end < start ? 'end_before_start' : undefined;
}

/** A card is valid from its activation day through the same day one year later. */
export function validityEnd(activation: Day): Day {
  return shiftDay(activation, { years: 1 });
}

/** How far ahead a chosen day may lie. */
const MONTHS_AHEAD = 13;
const THREE_HOURS_MS = 3 * 3600_000;

/** A typed day if it is a real day no further than 13 months from today and `notBefore` it; otherwise (invalid, empty, out of the window) today. */
function dayWithinOrToday(value: string, notBefore: Day, now: Date): Day {
  const day = value.trim();
  const latest = shiftDay(today(now), { months: MONTHS_AHEAD });
  return isDay(day) && day >= notBefore && day <= latest ? day : today(now);
}

/**
 * A typed day that starts later than now + 3 hours (so after today, and after tomorrow from
 * 21:00 on) and at most 13 months ahead; invalid or empty, the current date.
 */
export function dayAfterThreeHours(value: string, now: Date = new Date()): Day {
  return dayWithinOrToday(value, shiftDay(today(new Date(now.getTime() + THREE_HOURS_MS)), { days: 1 }), now);
}

/** A typed day from today up to 13 months ahead; invalid or empty, the current date. */
export function dayFromNow(value: string, now: Date = new Date()): Day {
  return dayWithinOrToday(value, today(now), now);
}

/** DEFERRED when the chosen day is after today, else DIRECT. */
export function activationModeFor(day: Day, now: Date = new Date()): 'DIRECT' | 'DEFERRED' {
  return day > today(now) ? 'DEFERRED' : 'DIRECT';
}
