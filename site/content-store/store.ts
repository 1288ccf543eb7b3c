import type { ContentSource } from '../../adapters/content/source';
import type { ContentValidator } from '@quai/engine/content-validator';
import type { ContentProblem } from '@quai/engine/problems';
import type { PageDocument } from '../../schemas/generated/page';
import type { AnyCollectionDefinition, LoadedDocument } from './collection';
import { normalisePath, PageIndex, pagesCollection } from './pages';

/**
 * All content of the site, validated once when it is loaded. Every problem is kept with its
 * file and pointer; what is valid is served regardless.
 */
export class ContentStore {
  private constructor(
    readonly pages: PageIndex,
    private readonly collections: Map<string, Array<LoadedDocument<unknown>>>,
    readonly problems: readonly ContentProblem[],
    /** Paths whose page document exists but is unusable, with the file that holds it. */
    private readonly brokenPaths: ReadonlyMap<string, string>,
    /** What was set aside without harm (properties the site does not use): worth a look, not an error. */
    readonly warnings: readonly ContentProblem[] = [],
  ) {}

  static async load(
    source: ContentSource,
    validator: ContentValidator,
    definitions: readonly AnyCollectionDefinition[],
  ): Promise<ContentStore> {
    const problems: ContentProblem[] = [];
    const warnings: ContentProblem[] = [];
    const brokenPaths = new Map<string, string>();
    const byName = new Map(definitions.map((definition) => [definition.name, definition]));
    const loaded = new Map<string, Array<LoadedDocument<unknown>>>(definitions.map((definition) => [definition.name, []]));
    for (const document of await source.load()) {
      if (document.parseError !== undefined) {
        problems.push({ file: document.origin, pointer: '', reason: document.parseError });
        if (document.collection === pagesCollection.name && document.pathHint)
          brokenPaths.set(normalisePath(document.pathHint), document.origin);
        continue;
      }
      const definition = byName.get(document.collection);
      if (!definition) {
        problems.push({
          file: document.origin,
          pointer: '',
          reason: `unknown content collection "${document.collection}" (known: ${[...byName.keys()].join(', ')})`,
        });
        continue;
      }
      const data = definition.prepare ? definition.prepare(document.data, document.origin, warnings, problems) : document.data;
      const result = validator.validateDocument(definition.schema.$id, data, document.origin);
      problems.push(...result.problems);
      if (result.value !== undefined) loaded.get(definition.name)!.push({ origin: document.origin, value: result.value });
      else if (definition === pagesCollection) {
        const path = (document.data as { path?: unknown } | null)?.path;
        if (typeof path === 'string') brokenPaths.set(normalisePath(path), document.origin);
      }
    }
    for (const definition of definitions) {
      if (definition.check) loaded.set(definition.name, definition.check(loaded.get(definition.name)!, problems));
    }
    for (const definition of definitions) definition.link?.(loaded, problems);
    const pages = new PageIndex((loaded.get(pagesCollection.name) ?? []) as Array<LoadedDocument<PageDocument>>);
    return new ContentStore(pages, loaded, problems, brokenPaths, warnings);
  }

  /** The file of the unusable page document at this path (it answers with the 500 page), if any. */
  brokenPageFile(path: string): string | undefined {
    return this.brokenPaths.get(normalisePath(path));
  }

  /** The valid documents of a collection, in the order of their origins. */
  documents<T>(collection: string): Array<LoadedDocument<T>> {
    return (this.collections.get(collection) ?? []) as Array<LoadedDocument<T>>;
  }
}
