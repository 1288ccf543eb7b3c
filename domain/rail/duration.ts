import type { Locale } from '@quai/engine/config';

/** A journey's duration in minutes as the locale writes it: "2 h 05" in French, "2h 05m" in English... */
export function formatDuration(totalMinutes: number, locale: Locale): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return locale === 'en' ? `${rest}m` : `${rest} min`;
  const padded = String(rest).padStart(2, '0');
  return locale === 'en' ? `${hours}h ${padded}m` : `${hours} h ${padded}`;
}
