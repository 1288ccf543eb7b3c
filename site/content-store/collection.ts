import type { ContentProblem } from '@quai/engine/problems';

/**
 * A kind of content document (pages, menus...). Each document of the collection is validated
 * against `schema`; `check` then looks across the valid documents (duplicates, references) and
 * returns the ones to keep.
 */
export interface CollectionDefinition<T = unknown> {
  /** The folder under site/content (or the source's equivalent) holding these documents. */
  name: string;
  /** The document schema (with its `$id`); its block slots are checked node by node. */
  schema: Record<string, unknown> & { $id: string };
  check?: (documents: Array<LoadedDocument<T>>, problems: ContentProblem[]) => Array<LoadedDocument<T>>;
  /**
   * Reads a document before it is validated, as its source system would (Drupal ignores form
   * properties it does not know, for one); what it sets aside is noted in `warnings`, what it
   * leaves out of a document that still loads (an unreadable webform element) in `problems`.
   */
  prepare?: (data: unknown, origin: string, warnings: ContentProblem[], problems: ContentProblem[]) => unknown;
  /** Schemas that `schema` refers to by `$ref` (added to the validator before it). */
  dependencies?: ReadonlyArray<Record<string, unknown>>;
  /**
   * Runs once every collection is checked: lets a collection fill in what other documents
   * refer to (a page's webform block receives the form it names, for example).
   */
  link?: (collections: ReadonlyMap<string, Array<LoadedDocument<unknown>>>, problems: ContentProblem[]) => void;
}

/** Any collection, for lists of collections of different document types (whose check functions take their own type). */
// biome-ignore lint/suspicious/noExplicitAny: with unknown, a collection whose functions take its own document type would not be assignable.
export type AnyCollectionDefinition = CollectionDefinition<any>;

export interface LoadedDocument<T> {
  origin: string;
  value: T;
}

/**
 * A `check` that keeps the first document of each id and reports the others at their `/id`
 * ("option set "yes_no" is already defined by ..."): for collections whose documents hold all
 * their translations.
 */
export function firstOfEachId<T extends { id: string }>(noun: string): NonNullable<CollectionDefinition<T>['check']> {
  return (documents, problems) => {
    const seen = new Map<string, string>();
    return documents.filter(({ origin, value }) => {
      const other = seen.get(value.id);
      if (other) problems.push({ file: origin, pointer: '/id', reason: `${noun} "${value.id}" is already defined by ${other}` });
      else seen.set(value.id, origin);
      return !other;
    });
  };
}
