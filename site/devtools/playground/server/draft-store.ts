import type { ContentSource, RawDocument } from '../../../../adapters/content/source';
import type { ContentProblem } from '@quai/engine/problems';
import { formatProblem } from '@quai/engine/problems';
import type { PageDocument } from '../../../../schemas/generated/page';
import { collections } from '../../../content-store/collections';
import { ContentStore } from '../../../content-store/store';
import type { SiteRuntime } from '../../../server/runtime';
import { draftFileName } from '../draft-file';

/** A problem of a draft as `validate-content` prints it: the file, its pointer, the reason. */
export interface DraftProblem extends ContentProblem {
  message: string;
}

export interface CheckedDraft {
  /** The file the draft would be: `site/content/pages/<id>.<locale>.json`. */
  file: string;
  /** The page as the site would serve it (cleaned by validation), or undefined when it is unusable. */
  page: PageDocument | undefined;
  problems: DraftProblem[];
  warnings: DraftProblem[];
}

const PAGES_FOLDER = 'site/content/pages';
/**
 * The collections a page's problems depend on: the other pages (a path used twice) and the
 * forms a webform block names (with their option sets). News, agencies and the rest cannot
 * change what the loader says of a page: they are left out, and a check takes a fraction of
 * the time a whole load does.
 */
const COLLECTIONS_OF_A_PAGE = new Set(['pages', 'webforms', 'webform-options']);

/** The raw documents of each runtime's content, read once: a draft is checked among them. */
const rawDocuments = new WeakMap<SiteRuntime, Promise<RawDocument[]>>();

export function siteDocuments(runtime: SiteRuntime): Promise<RawDocument[]> {
  let documents = rawDocuments.get(runtime);
  if (!documents) {
    documents = runtime.contentSource.load();
    rawDocuments.set(runtime, documents);
  }
  return documents;
}

/**
 * Checks a draft page exactly as the site loads content: the site's documents with the draft as
 * one more file of pages (in place of the file of the same name), through the content store.
 * Problems elsewhere in the site are not the draft's: only the draft's own are returned, with
 * the messages `npm run validate-content` prints. Nothing is written anywhere.
 */
export async function checkDraft(runtime: SiteRuntime, draft: unknown): Promise<CheckedDraft> {
  const file = `${PAGES_FOLDER}/${draftFileName(draft)}`;
  const { value, problems, warnings } = await loadAmongSite<PageDocument>(runtime, { origin: file, collection: 'pages', data: draft });
  return { file, page: value, problems, warnings };
}

/**
 * Loads one document (a draft page, a pasted webform) through the content store, among the
 * site's documents of the collections a page depends on, in place of the site's file of the same
 * name: the value the site would keep, and the loader's problems and warnings about it.
 */
export async function loadAmongSite<T>(
  runtime: SiteRuntime,
  document: RawDocument,
): Promise<{ value: T | undefined; problems: DraftProblem[]; warnings: DraftProblem[] }> {
  const others = (await siteDocuments(runtime)).filter(
    (other) => other.origin !== document.origin && COLLECTIONS_OF_A_PAGE.has(other.collection),
  );
  const source: ContentSource = { name: 'playground', load: async () => [...others, document] };
  const store = await ContentStore.load(source, runtime.validator, collections);
  const own = (problems: readonly ContentProblem[]) =>
    problems.filter((problem) => problem.file === document.origin).map((problem) => ({ ...problem, message: formatProblem(problem) }));
  const value = store.documents<T>(document.collection).find((loaded) => loaded.origin === document.origin)?.value;
  return { value, problems: own(store.problems), warnings: own(store.warnings) };
}
