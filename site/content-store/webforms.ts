import { webformSchemas } from '../../domain/webform/element-schemas';
import { DEFAULT_LOCALE } from '../engine-config';
import type { ContentProblem } from '@quai/engine/problems';
import type { PageDocument } from '../../schemas/generated/page';
import webformSchema from '../../schemas/webform/webform.schema.json';
import type { CollectionDefinition, LoadedDocument } from './collection';
import { pagesCollection } from './pages';
import { resolveOptionSets, webformOptionsCollection } from './webform-options';
import { tolerateDrupalWebform } from './webform-tolerance';
import type { WebformOptionSet } from '../../schemas/generated/webform-options/webform-options';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

/** The block type that places a form on a page. */
const WEBFORM_BLOCK_TYPE = 'webform-block';

const formKey = (id: string, langcode: string) => `${id}:${langcode}`;

/**
 * Webform definitions (site/content/webforms/<id>.<langcode>.json), read as Drupal reads them
 * (unused properties set aside with a warning) and validated against the element schemas at
 * start-up. A page's webform block names a form id; at load it receives the
 * definition in the page's language (French when there is no translation), so the server and
 * the hydrated island render the same form.
 */
export const webformsCollection: CollectionDefinition<WebformDocument> = {
  name: 'webforms',
  schema: webformSchema as CollectionDefinition['schema'],
  dependencies: webformSchemas.filter((schema) => schema !== webformSchema),
  prepare: tolerateDrupalWebform,
  check(documents, problems) {
    const seen = new Map<string, string>();
    return documents.filter(({ origin, value }) => {
      const key = formKey(value.id, value.langcode);
      const other = seen.get(key);
      if (other)
        problems.push({ file: origin, pointer: '/id', reason: `form "${value.id}" in "${value.langcode}" is already defined by ${other}` });
      else seen.set(key, origin);
      return !other;
    });
  },
  link(collections, problems) {
    const loaded = (collections.get('webforms') ?? []) as Array<LoadedDocument<WebformDocument>>;
    const sets = (collections.get(webformOptionsCollection.name) ?? []) as Array<LoadedDocument<WebformOptionSet>>;
    resolveOptionSets(loaded, sets, problems);
    const forms = new Map(
      (collections.get('webforms') ?? []).map(({ value }) => [
        formKey((value as WebformDocument).id, (value as WebformDocument).langcode),
        value as WebformDocument,
      ]),
    );
    for (const page of (collections.get(pagesCollection.name) ?? []) as Array<LoadedDocument<PageDocument>>) {
      forEachWebformBlock(page.value, (node, pointer) => {
        if (node.definition) {
          // A form written in the block names option sets as a form of the collection does.
          resolveOptionSets([{ origin: page.origin, value: node.definition }], sets, problems, `${pointer}/definition`);
          return;
        }
        const definition = forms.get(formKey(node.form, page.value.locale)) ?? forms.get(formKey(node.form, DEFAULT_LOCALE));
        if (definition) node.definition = definition;
        // The page says the form is unavailable (never that it is closed): worth an error.
        else
          problems.push({
            file: page.origin,
            pointer,
            reason: `webform "${node.form}" does not exist or did not load: the page says it is unavailable`,
            level: 'error',
          } satisfies ContentProblem);
      });
    }
  },
};

interface WebformBlockNode {
  type: string;
  form: string;
  definition?: WebformDocument;
}

/** Finds webform blocks wherever they sit in a page (layouts nest blocks in rows...). */
function forEachWebformBlock(value: unknown, visit: (node: WebformBlockNode, pointer: string) => void, pointer = ''): void {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) forEachWebformBlock(item, visit, `${pointer}/${index}`);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (node.type === WEBFORM_BLOCK_TYPE && typeof node.form === 'string') {
    visit(node as unknown as WebformBlockNode, pointer);
    return;
  }
  for (const [key, child] of Object.entries(node)) forEachWebformBlock(child, visit, `${pointer}/${key}`);
}
