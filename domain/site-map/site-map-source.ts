import { serverDataStep } from '@quai/engine/definition';
import type { Locale } from '@quai/engine/i18n';

/** One entry of the site map: a page and the entries under it. */
export interface SiteMapEntry {
  title: string;
  href: string;
  children: SiteMapEntry[];
}

/** The groups of the site map, in reading order; `more` holds the pages no menu names. */
export interface SiteMapGroups {
  menus: SiteMapEntry[];
  more: SiteMapEntry[];
  legal: SiteMapEntry[];
}

/** An entry of a menu section with the description of the page it leads to. */
export interface SectionEntry {
  title: string;
  href: string;
  description?: string;
}

/** What the site provides, under the service name `siteMap`, to build the map of a locale and its sections. */
export interface SiteMapSource {
  groups(locale: Locale): SiteMapGroups;
  /** The entries of the menu section whose own link is `path` (main menu first, then footer); none when no section has it. */
  section(locale: Locale, path: string): SectionEntry[];
}

declare module '@quai/engine/definition' {
  interface BlockServices {
    /** The site map of the content (domain/site-map/site-map-source.ts). */
    siteMap: SiteMapSource;
  }
}

/** The map of the page's locale, from the site's `siteMap` service. */
export const siteMapServerData = serverDataStep(
  { services: ['siteMap'] },
  async (_node: unknown, { services, locale }): Promise<SiteMapGroups> => services.siteMap.groups(locale),
);

/** The entries of the section the block names, or else of the section the current page heads. */
export const sectionServerData = serverDataStep(
  { services: ['siteMap'] },
  async (node: { section?: string }, { services, locale, request }): Promise<SectionEntry[]> =>
    services.siteMap.section(locale, node.section ?? request.path),
);
