import type { BlockNodeLike } from '@quai/engine/content-validator';
import { SERVER_DATA_PROP } from '@quai/engine/definition';
import type { Locale } from '@quai/engine/i18n';
import { DEFAULT_LOCALE } from '../engine-config';
import type { PageDocument } from '../../schemas/generated/page';
import type { TimetableStation } from '../../schemas/generated/api/station-timetable';
import type { Crumb } from './Breadcrumbs';

/** Languages and regions as search engines read them in hreflang and og:locale. */
const OG_LOCALES: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB', es: 'es_ES', it: 'it_IT' };
/** The longest meta description search engines show; longer text is cut at a word. */
const DESCRIPTION_LENGTH = 160;
/** Text shorter than this is a label, not a description of the page. */
const MIN_DESCRIPTION_LENGTH = 40;
/** The shared image of a page without an image of its own. */
const DEFAULT_SHARE_IMAGE = '/images/visual-header/quai-gare.svg';
export const SITE_NAME = 'Quai';

/** What the document's head says to search engines and to sites a page is shared on. */
export interface PageSeo {
  title: string;
  description?: string;
  /** Absolute URL of the page; absent on pages not to be indexed (errors, the gallery). */
  canonical?: string;
  /** hreflang alternates: each locale the page exists in, then x-default. */
  alternates: Array<{ hreflang: string; href: string }>;
  image: string;
  ogLocale: string;
  noindex: boolean;
  /** schema.org objects, each written as one JSON-LD script. */
  structuredData: object[];
}

export interface PageSeoInput {
  /** Scheme and host the site is reached at, with no trailing slash. */
  origin: string;
  locale: Locale;
  title: string;
  page?: PageDocument;
  /** The page's translations, this page included. */
  translations: ReadonlyArray<{ langcode: Locale; alias: string }>;
  /** The page's blocks after the server data step (a board's station comes from its data). */
  nodes: readonly BlockNodeLike[];
  breadcrumbs: readonly Crumb[];
  /** Profiles of the operator elsewhere (the footer's social links). */
  sameAs: readonly string[];
  /** Whether this page is its locale's home page (it carries the Organization). */
  home: boolean;
}

/** The head of a page; without `page` (errors, gallery) it is kept out of search engines. */
export function pageSeo(input: PageSeoInput): PageSeo {
  const { origin, page, locale } = input;
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);
  const image = absolute(firstImageIn([page?.field_background_image, input.nodes]) ?? DEFAULT_SHARE_IMAGE);
  const description = page?.metatags?.description ?? descriptionIn(input.nodes);
  const base = { title: input.title, image, ogLocale: OG_LOCALES[locale], ...(description ? { description } : {}) };
  if (!page) return { ...base, alternates: [], noindex: true, structuredData: [] };

  const canonical = absolute(page.path);
  const alternates: PageSeo['alternates'] = input.translations.map(({ langcode, alias }) => ({
    hreflang: langcode,
    href: absolute(alias),
  }));
  const fallback = input.translations.find((translation) => translation.langcode === DEFAULT_LOCALE) ?? { alias: page.path };
  alternates.push({ hreflang: 'x-default', href: absolute(fallback.alias) });

  const structuredData: object[] = [];
  if (input.home) {
    structuredData.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: absolute('/'),
      logo: absolute('/logo.svg'),
      ...(input.sameAs.length ? { sameAs: input.sameAs } : {}),
    });
  }
  if (input.breadcrumbs.length) {
    const trail = [
      ...input.breadcrumbs.map((crumb) => ({ name: crumb.label, item: absolute(crumb.href) })),
      { name: input.title, item: canonical },
    ];
    structuredData.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
    });
  }
  const station = stationIn(input.nodes);
  if (station) {
    structuredData.push({
      '@context': 'https://schema.org',
      '@type': 'TrainStation',
      name: station.nom,
      identifier: station.code,
      url: canonical,
      address: { '@type': 'PostalAddress', addressRegion: station.region.libelle, addressCountry: 'FR' },
    });
  }
  const robots = page.metatags?.robots;
  return { ...base, canonical, alternates, noindex: robots !== undefined && /noindex/i.test(robots), structuredData };
}

/** The first image source in reading order. */
function firstImageIn(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstImageIn(item);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    const { src } = value as { src?: unknown };
    if (typeof src === 'string' && /\.(svg|png|jpe?g|webp|avif|gif)(\?|$)/i.test(src)) return src;
    for (const [key, child] of Object.entries(value)) {
      if (key === SERVER_DATA_PROP) continue;
      const found = firstImageIn(child);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A description from the content itself: the first run of text long enough to describe the
 * page (a paragraph, an introduction), without its markup, cut at a word near 160 characters.
 */
function descriptionIn(value: unknown): string | undefined {
  const text = firstLongText(value);
  if (!text) return undefined;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.]+$/, '')}…`;
}

const NOT_TEXT = new Set([
  'type',
  'id',
  'src',
  'href',
  'alt',
  'url',
  'path',
  'alias',
  'selector',
  'script',
  'inlineScript',
  'secondaryScript',
  'credit',
  SERVER_DATA_PROP,
]);

function firstLongText(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const text = plainText(value);
    return text.length >= MIN_DESCRIPTION_LENGTH && /\s/.test(text) ? text : undefined;
  }
  const children = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.entries(value)
          .filter(([key]) => !NOT_TEXT.has(key))
          .map(([, child]) => child)
      : [];
  for (const child of children) {
    const found = firstLongText(child);
    if (found) return found;
  }
  return undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The station of a board on the page: the first station timetable (at any depth) in its blocks' server data. */
function stationIn(value: unknown, inData = false): TimetableStation | undefined {
  // In server data a board's station is a field of its answer, never an item of a list: lists
  // (departures, itineraries: most of a results page's data) are not walked.
  if (!value || typeof value !== 'object' || (inData && Array.isArray(value))) return undefined;
  const { gare } = value as { gare?: TimetableStation | null };
  if (inData && gare?.nom && gare.code) return gare;
  for (const [key, child] of Object.entries(value)) {
    const found = stationIn(child, inData || key === SERVER_DATA_PROP);
    if (found) return found;
  }
  return undefined;
}
