import type { ContentSource, RawDocument } from './source';

/**
 * Takes each collection from one source: pages and crisis items from the CMS, menus and webforms
 * from the embedded documents, for instance. A source's documents of a collection given to
 * another source are left out; those of a collection given to none pass through, so the content
 * store reports them as it would from a single source.
 *
 * A source that fails to load does not take the others down: its failure becomes one reported
 * document and the site serves what the other sources gave (the content store's rule for
 * problems: report them and keep serving what is valid).
 */
export class CompositeContentSource implements ContentSource {
  readonly name: string;
  private readonly sources: ContentSource[];

  constructor(private readonly byCollection: Readonly<Record<string, ContentSource>>) {
    this.sources = [...new Set(Object.values(byCollection))];
    this.name = this.sources.map((source) => source.name).join('+');
  }

  async load(): Promise<RawDocument[]> {
    const loaded = await Promise.all(this.sources.map((source) => this.loadFrom(source)));
    return loaded.flat();
  }

  private async loadFrom(source: ContentSource): Promise<RawDocument[]> {
    const collections = Object.keys(this.byCollection).filter((collection) => this.byCollection[collection] === source);
    try {
      const documents = await source.load();
      return documents.filter((document) => (this.byCollection[document.collection] ?? source) === source);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const missing = new Intl.ListFormat('en', { type: 'conjunction' }).format(collections);
      return [
        {
          origin: `content source "${source.name}"`,
          collection: collections[0] ?? '',
          parseError: `content source "${source.name}" did not load, so ${missing} are missing: ${reason}`,
        },
      ];
    }
  }
}
