import type { ServerDataContext } from '@quai/engine/definition';
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

function siteMapSource(context: ServerDataContext): SiteMapSource {
  const source = context.services.siteMap as SiteMapSource | undefined;
  if (!source) throw new Error('no siteMap among the site services');
  return source;
}

/** The map of the page's locale, from the site's `siteMap` service. */
export async function siteMapServerData(_node: unknown, context: ServerDataContext): Promise<SiteMapGroups> {
  return siteMapSource(context).groups(context.locale);
}

/** The entries of the section the block names, or else of the section the current page heads. */
export async function sectionServerData(node: { section?: string }, context: ServerDataContext): Promise<SectionEntry[]> {
  return siteMapSource(context).section(context.locale, node.section ?? context.request.path);
}
