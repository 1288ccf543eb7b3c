import type { ServerDataContext } from '../../engine/definition';
import type { Locale } from '../../engine/i18n';

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

/** What the site provides, under the service name `siteMap`, to build the map of a locale. */
export interface SiteMapSource {
  groups(locale: Locale): SiteMapGroups;
}

/** The map of the page's locale, from the site's `siteMap` service. */
export async function siteMapServerData(_node: unknown, context: ServerDataContext): Promise<SiteMapGroups> {
  const source = context.services.siteMap as SiteMapSource | undefined;
  if (!source) throw new Error('no siteMap among the site services');
  return source.groups(context.locale);
}
