import { TZDate } from '@date-fns/tz';
import { format as formatDate, type Locale as DateFnsLocale } from 'date-fns';
import { enGB, es, fr, it } from 'date-fns/locale';
import type { Locale } from './i18n';

/** Every date and time of the site is computed and shown in this zone, whatever the server's. */
export const SITE_TIME_ZONE = 'Europe/Paris';

const DATE_FNS_LOCALES: Record<Locale, DateFnsLocale> = { fr, en: enGB, es, it };

/** The given instant as a date in Paris time. */
export function inParis(instant: Date | string | number): TZDate {
  return new TZDate(new Date(instant).getTime(), SITE_TIME_ZONE);
}

/** Formats an instant in Paris time with a date-fns pattern and the locale's names. */
export function formatInParis(instant: Date | string | number, pattern: string, locale: Locale = 'fr'): string {
  return formatDate(inParis(instant), pattern, { locale: DATE_FNS_LOCALES[locale] });
}

/** A duration in minutes as the locale writes it: "2 h 05" in French, "2h 05m" in English... */
export function formatDuration(totalMinutes: number, locale: Locale = 'fr'): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return locale === 'en' ? `${rest}m` : `${rest} min`;
  const padded = String(rest).padStart(2, '0');
  return locale === 'en' ? `${hours}h ${padded}m` : `${hours} h ${padded}`;
}
