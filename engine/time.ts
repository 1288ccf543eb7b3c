import { engineConfig, type Locale } from './config';

/** The zone every date and time of the site is computed and shown in, whatever the server's. */
export function siteTimeZone(): string {
  return engineConfig().timeZone;
}

/**
 * Dates as a reader sees them, by name: each locale writes them in its own order and words
 * (Saturday 21 November in English, sábado, 21 de noviembre in Spanish).
 */
const READABLE_FORMATS = {
  /** 21 novembre 2026 */
  dayMonthYear: { day: 'numeric', month: 'long', year: 'numeric' },
  /** samedi 21 novembre */
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  /** samedi 21 novembre 2026 */
  weekdayDayMonthYear: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 21/11/2026: four-digit years in every locale, which a short style would cut to two in some. */
  numericDate: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** 21 novembre 2026 à 11:00 */
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** samedi 21 novembre à 11:00; in Canadian English, 12-hour: Saturday, November 21 at 11:00 a.m. */
  weekdayDayMonthTime: { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Dates for machines (form values, URLs, query strings): the same digits in every locale. */
const MACHINE_FORMATS = {
  /** 2026-11-21 */
  isoDate: (clock: WallClock) => `${clock.year}-${clock.month}-${clock.day}`,
  /** 09:05, 24-hour */
  time: (clock: WallClock) => `${clock.hour}:${clock.minute}`,
  /** 2026-11-21T09:05, a wall-clock time without an offset */
  isoDateTime: (clock: WallClock) => `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}`,
} as const;

type ReadableDateFormat = keyof typeof READABLE_FORMATS;
type MachineDateFormat = keyof typeof MACHINE_FORMATS;
export type DateFormat = ReadableDateFormat | MachineDateFormat;

/** The digits of an instant on the site's clocks, zero-padded. */
interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

// Building an Intl formatter costs far more than using one: each is made once per locale, format and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function cachedFormatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A zone's offset from UTC (ms) is the same through each quarter hour: offsets are whole quarter
 * hours and changes happen on them. Asking Intl once per quarter hour instead of once per date
 * shown took a results page's many times from 3 % of its render to nothing. Bounded: emptied
 * when full, as searches move through the days.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const MAX_KEPT_OFFSETS = 4096;
/** By zone, then by quarter hour since the epoch: numbers, so a lookup on the planner's hot path builds no key. */
const zoneOffsets = new Map<string, Map<number, number>>();

function zoneOffset(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  let offsets = zoneOffsets.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    zoneOffsets.set(timeZone, offsets);
  }
  let offset = offsets.get(quarter);
  if (offset === undefined) {
    if (offsets.size >= MAX_KEPT_OFFSETS) offsets.clear();
    offset = offsetFromIntl(quarter * QUARTER_HOUR_MS, timeZone);
    offsets.set(quarter, offset);
  }
  return offset;
}

function offsetFromIntl(instant: number, timeZone: string): number {
  // Latin digits and a 00-23 hour cycle whatever the runtime's default locale.
  const formatter = cachedFormatter(
    `clock|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        numberingSystem: 'latn',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }),
  );
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return asUtc - instant;
}

/** How far (ms) the site's clocks are ahead of UTC at an instant (negative west of Greenwich). */
export function siteTimeOffset(instant: number): number {
  return zoneOffset(instant, engineConfig().timeZone);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function wallClock(instant: Date, timeZone: string): WallClock {
  const shifted = new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone));
  return {
    year: String(shifted.getUTCFullYear()).padStart(4, '0'),
    month: twoDigits(shifted.getUTCMonth() + 1),
    day: twoDigits(shifted.getUTCDate()),
    hour: twoDigits(shifted.getUTCHours()),
    minute: twoDigits(shifted.getUTCMinutes()),
  };
}

/**
 * Formats an instant in the site's time zone in a named format: readable ones in the locale's
 * words (the default locale's when none is given), machine ones the same everywhere.
 */
export function formatInSiteTime(instant: Date | string | number, format: DateFormat, locale?: Locale): string {
  const { intlLocales, defaultLocale, timeZone } = engineConfig();
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(instant)}`);
  if (format in MACHINE_FORMATS) return MACHINE_FORMATS[format as MachineDateFormat](wallClock(date, timeZone));
  const tag = intlLocales[locale ?? defaultLocale];
  return cachedFormatter(
    `${tag}|${format}|${timeZone}`,
    () => new Intl.DateTimeFormat(tag, { ...READABLE_FORMATS[format as ReadableDateFormat], timeZone }),
  ).format(date);
}
