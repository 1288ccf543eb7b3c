/**
 * A publication's file size in megabytes (1 MB = 1,000,000 bytes) with two decimals, in the
 * page's number format: 1 843 200 bytes → "1,84" in French. (The documents block has its own
 * rule, bytes / 1e5 with one decimal.)
 */
export function publicationSize(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bytes / 1e6);
}

/** A calendar day (yyyy-MM-dd) in the page's long form, the same on the server and in the browser. */
export function longDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
