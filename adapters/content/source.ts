/**
 * Where content comes from. A source only hands over raw documents; validation and indexing
 * happen once, in the site's content store, whatever the source.
 */
export interface RawDocument {
  /** Where the document comes from, for error reports: a file path or a CMS resource. */
  origin: string;
  /** The collection it belongs to: "pages", "menus"... (the first folder under site/content). */
  collection: string;
  /** The parsed JSON, or the reason it could not be parsed. */
  data?: unknown;
  parseError?: string;
  /**
   * For a document that could not be parsed: the `"path"` its text still names, so the site can
   * answer that address as a server fault rather than as a page that does not exist.
   */
  pathHint?: string;
}

export interface ContentSource {
  readonly name: string;
  load(): Promise<RawDocument[]>;
}
