import type { Locale } from '@quai/engine/i18n';

/** The traveller file's two pages per locale: the lookup (login) page and the tickets page. */
export const TRAVELLER_FILE_PATHS: Record<Locale, { login: string; tickets: string }> = {
  fr: { login: '/dossier-voyageur', tickets: '/dossier-voyageur/billets' },
  en: { login: '/en/traveller-file', tickets: '/en/traveller-file/tickets' },
  es: { login: '/es/expediente-de-viaje', tickets: '/es/expediente-de-viaje/billetes' },
  it: { login: '/it/dossier-di-viaggio', tickets: '/it/dossier-di-viaggio/biglietti' },
};

/** The cookie that keeps a lookup's uuid, so the tickets page renders on the server (with or without JavaScript). */
const BOOKING_COOKIE = 'quai_dossier';
/**
 * Its name over HTTPS: browsers accept a `__Host-` cookie only when it is Secure, has Path=/ and
 * no Domain, so no other host of the domain and no plain-HTTP page can set or shadow it.
 */
const SECURE_BOOKING_COOKIE = `__Host-${BOOKING_COOKIE}`;

/** The Set-Cookie header that keeps a lookup's uuid for `maxAgeSeconds`, hardened when served over HTTPS. */
export function bookingCookie(uuid: string, maxAgeSeconds: number, https: boolean): string {
  const attributes = `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax`;
  return https ? `${SECURE_BOOKING_COOKIE}=${uuid}; ${attributes}; Secure` : `${BOOKING_COOKIE}=${uuid}; ${attributes}`;
}

/** The uuid a Cookie header keeps, from the HTTPS cookie first. */
export function bookingCookieValue(header: string | undefined): string | undefined {
  return cookieValue(header, SECURE_BOOKING_COOKIE) ?? cookieValue(header, BOOKING_COOKIE);
}

/** The locale whose tickets page is at `path` (a trailing slash allowed), if any. */
export function ticketsPageLocale(path: string): Locale | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (Object.keys(TRAVELLER_FILE_PATHS) as Locale[]).find((locale) => TRAVELLER_FILE_PATHS[locale].tickets === trimmed);
}

/** The value of one cookie in a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
