/**
 * The JSON:API requests that give the site's content, with the relationships to include: Drupal
 * answers a node with its paragraphs, their images and their nested paragraphs in one document
 * only when each relationship path is named in `include=`.
 */

/** Relationship fields the normalisers follow, each with the fields followed from what it points at. */
interface Fields {
  readonly [field: string]: Fields;
}

/** field_media_image points at a media entity whose own field_media_image is the file. */
const image = (field = 'field_media_image'): Fields => ({ [field]: { field_media_image: {} } });

/** The relationships of paragraphs that hold no paragraphs of their own. */
const LEAF: Fields = {
  ...image(),
  ...image('field_icon'),
  field_figures: {},
  field_accordion_items: {},
  field_regions: {},
  field_slides: image(),
  field_cards: image(),
  field_items: image(),
  field_events: {},
  field_main_file: {},
  field_files: {},
  field_contact_channels: {},
  field_methods: {},
};

/**
 * The relationships of a page's paragraphs. Paragraphs that hold blocks (hub entries, carousel
 * tabs, layout rows, three columns, indicator filters) hold leaf paragraphs only: one level of
 * nesting keeps the page request near 9 kB (every level more multiplies it).
 */
const PARAGRAPH: Fields = {
  ...LEAF,
  field_iv_filters: { field_iv_filter_item: { field_iv_filter_region: {} }, field_iv_filter_blocks: LEAF },
  field_hub_entries: { field_components: LEAF },
  field_tabs: { field_components: LEAF },
  field_rows: { field_components: LEAF },
  field_components: LEAF,
};

/** Dotted relationship paths, parents before children, as `include=` takes them. */
function includePaths(fields: Fields, prefix = ''): string[] {
  return Object.entries(fields).flatMap(([field, below]) => [`${prefix}${field}`, ...includePaths(below, `${prefix}${field}.`)]);
}

const RESOURCES: ReadonlyArray<{ path: string; fields: Fields }> = [
  { path: 'node/page', fields: { field_components: PARAGRAPH } },
  { path: 'node/crisis', fields: { field_crisis_banner: image('field_banner_image') } },
  { path: 'node/traffic_message', fields: {} },
  { path: 'node/news', fields: { ...image(), field_taxonomies: {} } },
  { path: 'node/publication', fields: { field_category: {}, field_region: {}, field_transporter: {}, field_file: {} } },
  { path: 'node/agency', fields: {} },
];

/**
 * One request per resource and locale: Drupal serves the default language at /jsonapi and each
 * translation under its language prefix (/en/jsonapi/...).
 */
export function drupalRequests(locales: readonly string[], defaultLocale: string): string[] {
  return locales.flatMap((locale) => {
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    return RESOURCES.map(({ path, fields }) => {
      const include = includePaths(fields);
      return `${prefix}/jsonapi/${path}${include.length > 0 ? `?include=${include.join(',')}` : ''}`;
    });
  });
}
