import type { ContentStore } from '../../content-store/store';
import type { Store } from '../../store/store';
import { indexEntries } from './entries';
import { SearchIndex } from './search-index';

/**
 * The search index kept in step with the content. The content store is rebuilt when content
 * changes (at start, and on an edit in development); the first search after that compares the
 * content's digest with the one the index was built from, and rebuilds when they differ.
 */
export class SearchService {
  readonly index: SearchIndex;
  private indexed: { content: unknown; done: Promise<void> } | undefined;

  constructor(
    store: Store,
    private readonly content: () => Promise<Pick<ContentStore, 'documents'>>,
  ) {
    this.index = new SearchIndex(store);
  }

  /** Resolves once the index holds the current content. */
  async refresh(): Promise<void> {
    const content = await this.content();
    if (this.indexed?.content !== content) {
      const done = this.index.rebuild(indexEntries(content)).then(() => undefined);
      this.indexed = { content, done };
      // A failed rebuild is tried again by the next search.
      done.catch(() => {
        if (this.indexed?.done === done) this.indexed = undefined;
      });
    }
    return this.indexed!.done;
  }
}
