/**
 * Days and times as the site's locales write them (day/month/year, 24-hour times), read back
 * into the ISO forms the forms post and the rules check (yyyy-MM-dd, HH:mm). Date fields are
 * text fields so that they read the same in every browser, whatever its language: a native date
 * field follows the browser's language (11/27/2026, 07:25 PM on a French page in an English
 * browser). Browsers and the server read them with the same functions.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Day, month and year apart, or eight digits (a phone's number pad has no slash). */
const WRITTEN_DAY = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})$|^(\d{2})(\d{2})(\d{4})$/;
const ISO_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
/** 7:25, 07.25, 7h25, 7 h 25, 0725, 7h. */
const WRITTEN_TIME = /^(\d{1,2})\s*(?:[:.hH]\s*(\d{2})?|(\d{2}))$/;

const pad = (value: number) => String(value).padStart(2, '0');

function calendarDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/** The ISO day (yyyy-MM-dd) a visitor wrote (03/12/2026, 3.12.2026, 03122026, or already 2026-12-03), or undefined. */
export function isoDayFromWritten(text: string): string | undefined {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const written = WRITTEN_DAY.exec(trimmed);
  if (!written) return undefined;
  const [day, month, year] = written[1] ? [written[1], written[2], written[3]] : [written[4], written[5], written[6]];
  return calendarDay(Number(year), Number(month), Number(day));
}

/** The time (HH:mm) a visitor wrote (7:25, 07h25, 0725, or HH:mm:ss), or undefined. */
export function isoTimeFromWritten(text: string): string | undefined {
  const trimmed = text.trim();
  const iso = ISO_TIME.exec(trimmed);
  if (iso) return `${iso[1]}:${iso[2]}`;
  const written = WRITTEN_TIME.exec(trimmed);
  if (!written) return undefined;
  const [hours, minutes] = [Number(written[1]), Number(written[2] ?? written[3] ?? '0')];
  return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : undefined;
}

/** An ISO day as the site's locales write it (dd/mm/yyyy); anything else as it is (what was typed, kept for its error). */
export function writtenDay(value: string): string {
  const iso = ISO_DAY.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/** A time with seconds shown without them; anything else as it is. */
export function writtenTime(value: string): string {
  const iso = ISO_TIME.exec(value);
  return iso ? `${iso[1]}:${iso[2]}` : value;
}

/** What a date field holds once typed: the ISO day when the text is one, else the text (a rule then says it is invalid). */
export const heldDay = (text: string): string => isoDayFromWritten(text) ?? text;
/** What a time field holds once typed: HH:mm (HH:mm:ss kept as it is) when the text is a time, else the text. */
export const heldTime = (text: string): string => (ISO_TIME.test(text) ? text : (isoTimeFromWritten(text) ?? text));
