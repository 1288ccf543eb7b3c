import { TZDate } from '@date-fns/tz';
import { format as formatDate } from 'date-fns';
import { engineConfig, type Locale } from './config';

/** The zone every date and time of the site is computed and shown in, whatever the server's. */
export function siteTimeZone(): string {
  return engineConfig().timeZone;
}

/** The given instant as a date in the site's time zone. */
export function inSiteTime(instant: Date | string | number): TZDate {
  return new TZDate(new Date(instant).getTime(), siteTimeZone());
}

/** Formats an instant in the site's time zone with a date-fns pattern and the locale's names (the default locale's when none is given). */
export function formatInSiteTime(instant: Date | string | number, pattern: string, locale?: Locale): string {
  const { dateLocales, defaultLocale } = engineConfig();
  return formatDate(inSiteTime(instant), pattern, { locale: dateLocales[locale ?? defaultLocale] });
}
