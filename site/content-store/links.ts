import type { Locale } from '@quai/engine/i18n';
import { DEFAULT_LOCALE } from '../engine-config';
import { joinPointer, type ContentProblem } from '@quai/engine/problems';
import type { LoadedDocument } from './collection';
import type { PageIndex } from './pages';

/** A link found in a content document: where it is and the address it names. */
export interface ContentLink {
  pointer: string;
  href: string;
}

/** What an internal address may resolve to besides a page: a route the server declares, a public file. */
export interface LinkTargets {
  pages: PageIndex;
  /** True when a route declared by the server's code (not the page renderer) answers this path. */
  isServerRoute(path: string): boolean;
  /** True when a file of the public folder is served at this path. */
  isPublicFile(path: string): boolean;
}

/**
 * Fields whose value is an address: `href`, `url`, `link` when it is a string (the page a
 * train-number form leads to), and names ending in Url or Path (resultsPath, apiUrl...).
 */
const ADDRESS_FIELD = /^(href|url|link)$|(Url|Path)$/;
const HTML_HREF = /<a\b[^>]*?\shref\s*=\s*(["'])(.*?)\1/gi;

/**
 * Every address a document links to: values of address fields, the `alias` of a `path` object
 * (crisis items), and the href of each anchor in HTML strings. The root `path` of a page is its
 * own address, not a link.
 */
export function linksIn(value: unknown, pointer = ''): ContentLink[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => linksIn(item, joinPointer(pointer, index)));
  if (value === null || typeof value !== 'object') {
    if (typeof value !== 'string' || !value.includes('<a')) return [];
    return [...value.matchAll(HTML_HREF)].map((match) => ({ pointer, href: decodeEntities(match[2]!) }));
  }
  return Object.entries(value).flatMap(([key, child]) => {
    const at = joinPointer(pointer, key);
    if (typeof child === 'string' && (ADDRESS_FIELD.test(key) || (key === 'alias' && pointer.endsWith('/path'))))
      return [{ pointer: at, href: child }];
    if (key === 'path' && pointer === '' && typeof child === 'string') return [];
    return linksIn(child, at);
  });
}

function decodeEntities(href: string): string {
  return href.replace(/&amp;/g, '&');
}

/** The path of an internal address (`/a/b?x#y` → `/a/b`), or undefined for external, mail, phone and fragment links. */
export function internalPath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.replace(/[?#].*$/, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The locale a document is written in: pages, menus and crisis items say `locale`, webforms `langcode`. */
function documentLocale(value: unknown): Locale {
  const record = value as { locale?: Locale; langcode?: Locale };
  return record.locale ?? record.langcode ?? DEFAULT_LOCALE;
}

/**
 * One problem per internal link that leads nowhere in its document's locale: no page of that
 * locale at the path, no route of the server and no public file.
 */
export function brokenLinks(documents: ReadonlyArray<LoadedDocument<unknown>>, targets: LinkTargets): ContentProblem[] {
  return documents.flatMap(({ origin, value }) => {
    const locale = documentLocale(value);
    return linksIn(value).flatMap(({ pointer, href }) => {
      const path = internalPath(href);
      if (path === undefined) return [];
      const page = targets.pages.find(path);
      if (page?.locale === locale || targets.isServerRoute(path) || targets.isPublicFile(path)) return [];
      const reason = page
        ? `link "${href}" leads to a page in "${page.locale}", not in "${locale}"`
        : `link "${href}" leads to no page or route in "${locale}"`;
      return [{ file: origin, pointer, reason }];
    });
  });
}
