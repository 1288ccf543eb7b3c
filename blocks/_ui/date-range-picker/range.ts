import { parseDate, type CalendarDate } from '@internationalized/date';
import type { Locale } from '@quai/engine/i18n';

/** A range as forms and URLs carry it: ISO dates (year-month-day), either end possibly unset. */
export interface IsoDateRange {
  from: string | null;
  to: string | null;
}

export interface CompleteIsoDateRange {
  from: string;
  to: string;
}

/** Confirming requires both dates: anything else confirms nothing. */
export function confirmableRange(range: IsoDateRange): CompleteIsoDateRange | null {
  return range.from && range.to ? { from: range.from, to: range.to } : null;
}

/** The picker's value for an ISO range; a range missing an end (or malformed) shows empty fields. */
export function calendarRange(range: IsoDateRange): { start: CalendarDate; end: CalendarDate } | null {
  if (!range.from || !range.to) return null;
  try {
    return { start: parseDate(range.from), end: parseDate(range.to) };
  } catch {
    return null;
  }
}

/** Regional variants whose date fields read day/month/year, whatever the locale's default. */
export const DAY_MONTH_YEAR_LOCALES: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', it: 'it-IT' };
