/** The visitor's theme choice. "system" follows the operating system (prefers-color-scheme). */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** Remembers the choice for a year; read by the server to paint the first frame in the right theme. */
const THEME_COOKIE = 'quai_theme';
/** Its name over HTTPS: a `__Host-` cookie must be Secure on Path=/, so no other host of the domain can set it. */
const SECURE_THEME_COOKIE = `__Host-${THEME_COOKIE}`;
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** The theme remembered in a Cookie header; no cookie or an unknown value falls back to "system". */
export function themeFromCookieHeader(header: string | undefined): ThemePreference {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== THEME_COOKIE && name !== SECURE_THEME_COOKIE) continue;
    let value = rest.join('=');
    try {
      value = decodeURIComponent(value);
    } catch {
      // a malformed escape is an unknown value
    }
    return isThemePreference(value) ? value : 'system';
  }
  return 'system';
}

/** The cookie that remembers a choice; Secure and `__Host-` prefixed on a page served over HTTPS. */
export function themeCookie(preference: ThemePreference, https: boolean): string {
  const attributes = `path=/; max-age=${ONE_YEAR_IN_SECONDS}; samesite=lax`;
  return https ? `${SECURE_THEME_COOKIE}=${preference}; ${attributes}; secure` : `${THEME_COOKIE}=${preference}; ${attributes}`;
}

/**
 * The value of <html data-theme>: "light" or "dark" when chosen, nothing for "system" (the CSS
 * then follows the system). A page that does not allow the dark mode is always light.
 */
export function documentTheme(preference: ThemePreference, darkModeAllowed: boolean): 'light' | 'dark' | undefined {
  if (!darkModeAllowed) return 'light';
  return preference === 'system' ? undefined : preference;
}

/**
 * The inline script at the top of every page: it paints the visitor's remembered choice before
 * the first frame, so the server's HTML never depends on the visitor. A page that forbids the
 * dark mode already carries data-theme="light" and is left alone. Where cookies are refused (a
 * sandboxed frame throws on `document.cookie`), the page follows the system's theme.
 */
export const THEME_BOOT_SCRIPT = `(function(d){if(d.dataset.theme)return;try{var m=document.cookie.match(/(?:^|;\\s*)(?:__Host-)?${THEME_COOKIE}=(light|dark)(?:;|$)/)}catch(e){return}if(m)d.dataset.theme=m[1]})(document.documentElement)`;
