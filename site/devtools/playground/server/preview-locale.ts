import { homePath, localeOfPath } from '../../../content-store/pages';
import { LOCALES, type Locale } from '../../../engine-config';

function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * A draft shown in another locale: its locale and its path's prefix changed (fr has none, the
 * others start with /en, /es, /it), the rest as it is. The page keeps its own words; the shell
 * around it (menus, labels, dates) is that locale's.
 */
export function inLocale(draft: unknown, locale: unknown): unknown {
  if (!isLocale(locale) || !draft || typeof draft !== 'object') return draft;
  const page = draft as { path?: unknown; locale?: unknown };
  if (page.locale === locale) return draft;
  const path = typeof page.path === 'string' ? page.path : homePath(locale);
  const own = localeOfPath(path);
  const rest = own === 'fr' ? path : path.slice(own.length + 1);
  const prefix = homePath(locale) === '/' ? '' : homePath(locale);
  return { ...draft, locale, path: `${prefix}${rest === '' || rest === '/' ? (prefix ? '' : '/') : rest}` };
}
