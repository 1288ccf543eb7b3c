import type { SectionEntry, SiteMapEntry, SiteMapGroups } from '../../domain/site-map/site-map-source';
import type { Locale } from '@quai/engine/i18n';
import type { MenusDocument } from '../../schemas/generated/shell/menus';
import { menusCollection, menusFor, type CheckedMenuItem } from './menus';
import { homePath, normalisePath } from './pages';
import type { ContentStore } from './store';

/**
 * The site map of a locale, built from the menus and the page index: the main menu's sections,
 * the footer's sections and entries the main menu does not list, every other page of the locale
 * (by title), then the legal links. Each page appears once; external links are left out.
 */
export function siteMapGroups(content: ContentStore, locale: Locale): SiteMapGroups {
  const menus = menusFor(content.documents<MenusDocument>(menusCollection.name), locale);
  const listed = new Set<string>([homePath(locale)]);
  const entries = (items: readonly CheckedMenuItem[]): SiteMapEntry[] =>
    items.flatMap((item) => {
      const href = normalisePath(item.href);
      if (item.external || !href.startsWith('/')) return [];
      const seen = listed.has(href);
      listed.add(href);
      const children = entries(item.children ?? []);
      // A section already listed still brings the entries it adds.
      if (seen) return children;
      return [{ title: item.title, href, children }];
    });
  const home = content.pages.find(homePath(locale));
  const menuEntries = [
    ...(home ? [{ title: home.title, href: home.path, children: [] }] : []),
    ...entries(menus.main),
    ...entries(menus.footer),
  ];
  const legal = entries(menus.legal);
  const more = content.pages
    .all()
    .filter((page) => page.locale === locale && !listed.has(page.path))
    .sort((a, b) => a.title.localeCompare(b.title, locale))
    .map((page) => ({ title: page.title, href: page.path, children: [] }));
  return { menus: menuEntries, more, legal };
}

/** The entries of the menu section (main menu first, then footer) whose own link is `path`, each with its page's description. */
export function sectionEntries(content: ContentStore, locale: Locale, path: string): SectionEntry[] {
  const menus = menusFor(content.documents<MenusDocument>(menusCollection.name), locale);
  const wanted = normalisePath(path);
  const section = [...menus.main, ...menus.footer].find((item) => normalisePath(item.href) === wanted && item.children?.length);
  return (section?.children ?? []).map((child) => {
    const description = content.pages.find(child.href)?.metatags?.description;
    return { title: child.title, href: child.href, ...(description ? { description } : {}) };
  });
}
