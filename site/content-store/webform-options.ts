import { indexElements } from '../../domain/webform/elements';
import type { OptionMap } from '../../domain/webform/options';
import { joinPointer, type ContentProblem } from '@quai/engine/problems';
import type { WebformOptionSet } from '../../schemas/generated/webform-options/webform-options';
import optionSetSchema from '../../schemas/webform-options/webform-options.schema.json';
import { firstOfEachId, type CollectionDefinition, type LoadedDocument } from './collection';
import type { WebformElementNode } from '../../schemas/generated/webform/element';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

/**
 * Drupal's predefined option sets (site/content/webform-options/<id>.json), which an element's
 * #options, #autocomplete_items or #answers may name instead of listing its options.
 */
export const webformOptionsCollection: CollectionDefinition<WebformOptionSet> = {
  name: 'webform-options',
  schema: optionSetSchema as CollectionDefinition['schema'],
  check: firstOfEachId('option set'),
};

/** The properties that may name an option set instead of listing options. */
const OPTION_SET_PROPERTIES = ['#options', '#autocomplete_items', '#answers'] as const;

/** A language select lists the languages option set unless its #options say otherwise. */
const DEFAULT_SETS: Record<string, string> = { language_select: 'languages' };

/** A set's options in a language: each value (and group name) with its translated label, or its base label. */
function optionsInLanguage(set: WebformOptionSet, langcode: string): OptionMap {
  const translated = (set.translations?.[langcode as 'fr']?.options ?? {}) as Record<string, unknown>;
  const flatTranslations = new Map(
    Object.entries(translated).flatMap(([value, label]) =>
      typeof label === 'string' ? [[value, label] as const] : Object.entries((label ?? {}) as Record<string, string>),
    ),
  );
  const labelOf = (value: string, base: string) => (set.langcode === langcode ? base : (flatTranslations.get(value) ?? base));
  return Object.fromEntries(
    Object.entries(set.options).map(([value, label]) => [
      typeof label === 'string' ? value : labelOf(value, value),
      typeof label === 'string'
        ? labelOf(value, label)
        : Object.fromEntries(Object.entries(label ?? {}).map(([inner, text]) => [inner, labelOf(inner, String(text))])),
    ]),
  );
}

/**
 * Replaces, in every form, the option set names its elements give with the sets' options in the
 * form's language. An element naming a set that does not exist is left out of its form (with its
 * children), as an element whose value cannot be read is: a problem names the property and the
 * value, the form's `leftOut` lists it, and the rest of the form loads. `at` is where the forms
 * sit in their documents (a form written inline in a page's block).
 */
export function resolveOptionSets(
  forms: Array<LoadedDocument<WebformDocument>>,
  sets: ReadonlyArray<LoadedDocument<WebformOptionSet>>,
  problems: ContentProblem[],
  at = '',
): void {
  const byId = new Map(sets.map(({ value }) => [value.id, value]));
  for (const { origin, value: form } of forms) {
    for (const { key, element, parents } of indexElements(form.elements)) {
      const written = element as WebformElementNode & Record<string, unknown>;
      const named = Object.fromEntries(OPTION_SET_PROPERTIES.map((property) => [property, written[property]]));
      const fallback = DEFAULT_SETS[element['#type']];
      if (fallback && named['#options'] === undefined) named['#options'] = fallback;
      const missing: ContentProblem[] = [];
      for (const [property, name] of Object.entries(named)) {
        if (typeof name !== 'string') continue;
        const set = byId.get(name);
        if (set) written[property] = optionsInLanguage(set, form.langcode);
        else
          missing.push({
            file: origin,
            pointer: joinPointer(`${at}/elements`, ...parents, key, property),
            reason: `${property} names the option set "${name}", which does not exist (known: ${[...byId.keys()].sort().join(', ')}): the element is left out of the form`,
          });
      }
      if (!missing.length) continue;
      problems.push(...missing);
      const holder = parents.reduce<Record<string, unknown> | undefined>(
        (inside, parent) => inside?.[parent] as Record<string, unknown> | undefined,
        form.elements as Record<string, unknown>,
      );
      if (holder) delete holder[key];
      const pointer = joinPointer('/elements', ...parents, key);
      form.leftOut = [
        ...(form.leftOut ?? []),
        { pointer, reason: missing.map((problem) => problem.reason.replace(/ \(known: [^)]*\)/, '')).join('; ') },
      ];
    }
  }
}
