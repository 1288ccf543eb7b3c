import type { RegionEntry } from '../../schemas/generated/blocks/regions';
import { REGION_PATHS } from './region-paths';

/** Region names as the content system labels them, used when an entry has no link label. */
const REGION_NAMES: Readonly<Record<string, string>> = {
  '11': 'Ile-de-France',
  '24': 'Centre-Val de Loire',
  '27': 'Bourgogne-Franche-Comté',
  '28': 'Normandie',
  '32': 'Hauts-de-France',
  '44': 'Grand Est',
  '52': 'Pays de la Loire',
  '53': 'Bretagne',
  '75': 'Nouvelle-Aquitaine',
  '76': 'Occitanie',
  '84': 'Auvergne-Rhône-Alpes',
  '93': 'Sud',
  '94': 'Corse',
};

export function regionLabel(entry: RegionEntry): string {
  return entry.link?.label ?? REGION_NAMES[entry.code] ?? entry.code;
}

/** The in-page anchor named after a label: "Auvergne-Rhône-Alpes" → "auvergne-rhone-alpes". */
export function anchorFromLabel(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Where a region leads: its href, its label's anchor, or nowhere (a region without a link is not clickable). */
export function regionTarget(entry: RegionEntry | undefined): { href: string; anchor: boolean; external: boolean } | undefined {
  if (!entry?.link) return undefined;
  if (entry.link.href)
    return { href: entry.link.href, anchor: false, external: entry.link.external ?? /^https?:\/\//i.test(entry.link.href) };
  return { href: `#${anchorFromLabel(entry.link.label)}`, anchor: true, external: false };
}

export interface MapRegion {
  code: string;
  d: string;
  label: string;
  entry: RegionEntry | undefined;
  target: ReturnType<typeof regionTarget>;
}

/** The 13 drawn regions, each with its content entry if any (Corse never has one). */
export function mapRegions(entries: readonly RegionEntry[]): MapRegion[] {
  const byCode = new Map(entries.map((entry) => [entry.code, entry]));
  return REGION_PATHS.map(({ code, d }) => {
    const entry = byCode.get(code as RegionEntry['code']);
    return { code, d, entry, label: entry ? regionLabel(entry) : (REGION_NAMES[code] ?? code), target: regionTarget(entry) };
  });
}

/** The list tab: entries sorted by label in the page's language. */
export function sortedEntries(entries: readonly RegionEntry[], locale: string): RegionEntry[] {
  return [...entries].sort((a, b) => regionLabel(a).localeCompare(regionLabel(b), locale));
}
