import { asOptionElement, entityListIds, isEntityElement } from '../../domain/webform/entity-options';
import { indexElements } from '../../domain/webform/elements';
import { DEFAULT_LOCALE } from '../engine-config';
import type { ContentProblem } from '@quai/engine/problems';
import type { WebformEntityList } from '../../schemas/generated/webform-entities/webform-entity-list';
import listSchema from '../../schemas/webform-entities/webform-entity-list.schema.json';
import type { CollectionDefinition, LoadedDocument } from './collection';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

const listKey = (id: string, langcode: string) => `${id}:${langcode}`;

/**
 * The entities and terms that entity and taxonomy webform elements offer
 * (site/content/webform-entities/<id>.<langcode>.json, or Drupal's JSON:API). Once every
 * collection is checked, each such element of each form becomes the option element it looks like
 * with its lists' items as options, in the form's language (French when the list has no
 * translation): the option renderers show it and the server accepts only those values. An
 * element whose list is missing is reported and offers nothing.
 */
export const webformEntitiesCollection: CollectionDefinition<WebformEntityList> = {
  name: 'webform-entities',
  schema: listSchema as CollectionDefinition['schema'],
  check(documents, problems) {
    const seen = new Map<string, string>();
    return documents.filter(({ origin, value }) => {
      const other = seen.get(listKey(value.id, value.langcode));
      if (other)
        problems.push({ file: origin, pointer: '/id', reason: `list "${value.id}" in "${value.langcode}" is already defined by ${other}` });
      else seen.set(listKey(value.id, value.langcode), origin);
      return !other;
    });
  },
  link(collections, problems) {
    const lists = new Map(
      ((collections.get('webform-entities') ?? []) as Array<LoadedDocument<WebformEntityList>>).map(({ value }) => [
        listKey(value.id, value.langcode),
        value.items,
      ]),
    );
    for (const { origin, value: form } of (collections.get('webforms') ?? []) as Array<LoadedDocument<WebformDocument>>) {
      for (const { key, element, parents } of indexElements(form.elements)) {
        if (!isEntityElement(element)) continue;
        const ids = entityListIds(element);
        const found = ids.map((id) => lists.get(listKey(id, form.langcode)) ?? lists.get(listKey(id, DEFAULT_LOCALE)));
        const missing = ids.filter((_id, index) => !found[index]);
        if (missing.length || !ids.length)
          problems.push({
            file: origin,
            pointer: `/elements/${[...parents, key].join('/')}`,
            reason: `no webform-entities list ${missing.map((id) => `"${id}"`).join(', ') || 'is named (#vocabulary or #target_type)'} for this element: it offers no option`,
          } satisfies ContentProblem);
        Object.assign(element, asOptionElement(element, Object.assign({}, ...found)));
      }
    }
  },
};
