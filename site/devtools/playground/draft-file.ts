/** A file name part the loader accepts (the page schema checks the id itself). */
const NAME_PART = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The content file a draft page is saved as: pages are `site/content/pages/<id>.<locale>.json`.
 * Shared by the server (the file its problems name) and the browser (the file it downloads).
 */
export function draftFileName(draft: unknown): string {
  const { id, locale } = (draft && typeof draft === 'object' ? draft : {}) as { id?: unknown; locale?: unknown };
  const name = typeof id === 'string' && NAME_PART.test(id) ? id : 'draft';
  return typeof locale === 'string' && NAME_PART.test(locale) ? `${name}.${locale}.json` : `${name}.json`;
}

/** The text of a content file, as the site's files are written: two spaces, a final newline. */
export function contentFileText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
