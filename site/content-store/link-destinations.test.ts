import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@quai/engine/i18n';
import { LINK_DESTINATIONS, STATION_BOARD_LABELS } from './link-destinations';
import { internalPath, linksIn } from './links';

const CONTENT = join(import.meta.dirname, '../content');
const read = (folder: string) =>
  readdirSync(join(CONTENT, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ file: `${folder}/${name}`, value: JSON.parse(readFileSync(join(CONTENT, folder, name), 'utf8')) }));
const pages = read('pages');
const menus = read('menus');
const pageAt = new Map(pages.map(({ value }) => [value.path as string, { id: value.id as string, locale: value.locale as Locale }]));

interface LabelledLink {
  file: string;
  locale: Locale;
  label: string;
  href: string;
}

/**
 * The links a visitor reads by their label: every `{ href, label }` (or a menu's `{ href, title }`)
 * outside breadcrumbs, and each hub entry, whose label names where every link inside it leads.
 */
function labelledLinks(file: string, locale: Locale, value: unknown): LabelledLink[] {
  if (Array.isArray(value)) return value.flatMap((item) => labelledLinks(file, locale, item));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const label = typeof record.label === 'string' ? record.label : record.title;
  const own =
    typeof record.href === 'string' && internalPath(record.href) !== undefined && typeof label === 'string'
      ? [{ file, locale, label, href: record.href }]
      : [];
  const hubEntries =
    record.type === 'hub' && Array.isArray(record.entries)
      ? (record.entries as { label: string; blocks: unknown[] }[]).flatMap((entry) =>
          linksIn(entry.blocks)
            .filter(({ href }) => internalPath(href) !== undefined)
            .map(({ href }) => ({ file, locale, label: entry.label, href })),
        )
      : [];
  const children = Object.entries(record)
    .filter(([key]) => key !== 'breadcrumbs')
    .flatMap(([, child]) => labelledLinks(file, locale, child));
  return [...own, ...hubEntries, ...children];
}

const links = [...pages, ...menus].flatMap(({ file, value }) => labelledLinks(file, value.locale as Locale, value));
const expected = (link: LabelledLink): readonly string[] | undefined => {
  if (STATION_BOARD_LABELS[link.locale].test(link.label)) return ['station-board'];
  const named = LINK_DESTINATIONS[link.locale][link.label];
  return typeof named === 'string' ? [named] : named;
};

describe('links lead to the page their label names', () => {
  it('finds the menus, the hubs and the calls to action of every locale', () => {
    for (const locale of ['fr', 'en', 'es', 'it'] as const) {
      const own = links.filter((link) => link.locale === locale);
      expect(own.filter((link) => link.file.startsWith('menus/')).length).toBeGreaterThan(30);
      expect(own.some((link) => link.file.startsWith('pages/travel-tools.'))).toBe(true);
    }
  });

  it('every labelled link has its label in the table of its locale', () => {
    const unknown = links.filter((link) => !expected(link)).map((link) => `${link.file}: "${link.label}" (${link.locale})`);
    expect(unknown).toEqual([]);
  });

  it('every labelled link leads to a page of its own locale that its label names', () => {
    const wrong = links.flatMap((link) => {
      const page = pageAt.get(internalPath(link.href)!);
      const wanted = expected(link) ?? [];
      if (page?.locale === link.locale && wanted.includes(page.id)) return [];
      const found = page ? `${page.id} (${page.locale})` : 'no page';
      return [`${link.file}: "${link.label}" leads to ${found}, not to ${wanted.join(' or ')} (${link.locale})`];
    });
    expect(wrong).toEqual([]);
  });

  it('names in the table only labels the content uses', () => {
    const used = new Set(links.map((link) => `${link.locale} ${link.label}`));
    const unused = Object.entries(LINK_DESTINATIONS).flatMap(([locale, labels]) =>
      Object.keys(labels)
        .filter((label) => !used.has(`${locale} ${label}`))
        .map((label) => `${locale}: "${label}"`),
    );
    expect(unused).toEqual([]);
  });
});
