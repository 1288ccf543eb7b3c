import type { WebformElementNode } from '../../schemas/generated/webform/element';

/**
 * Entity and taxonomy elements (Drupal lists the entities or terms a site holds as their
 * options). The content source provides each list (`webform-entities`: a list id, a language,
 * value-to-label items); once content is loaded each such element becomes the option element it
 * looks like, with its list as `#options`, so the option renderers and the option rules serve it
 * in the browser and on the server alike. Pure.
 */

/** The option element each entity element is shown and checked as. */
const ENTITY_OPTION_TYPES: Readonly<Record<string, 'select' | 'radios' | 'checkboxes'>> = {
  webform_entity_select: 'select',
  webform_entity_radios: 'radios',
  webform_entity_checkboxes: 'checkboxes',
  webform_term_select: 'select',
  webform_term_checkboxes: 'checkboxes',
  // A select of the same entities: a list the site holds needs no typing to be found.
  entity_autocomplete: 'select',
};

export function isEntityElement(element: WebformElementNode): boolean {
  return Object.hasOwn(ENTITY_OPTION_TYPES, element['#type']);
}

/**
 * The ids of the lists an element draws its options from: `taxonomy_term--<vocabulary>` for a
 * term element, `<entity type>--<bundle>` for each target bundle of an entity element, or
 * `<entity type>` when it names none.
 */
export function entityListIds(element: WebformElementNode): string[] {
  const vocabulary = element['#vocabulary'];
  if (element['#type'].startsWith('webform_term_'))
    return typeof vocabulary === 'string' && vocabulary ? [`taxonomy_term--${vocabulary}`] : [];
  const target = element['#target_type'];
  if (typeof target !== 'string' || !target) return [];
  const settings = element['#selection_settings'];
  const bundles = settings && typeof settings === 'object' ? (settings as Record<string, unknown>).target_bundles : undefined;
  const names = bundles && typeof bundles === 'object' ? Object.keys(bundles) : [];
  return names.length ? names.map((bundle) => `${target}--${bundle}`) : [target];
}

/**
 * The option element an entity element becomes with the items of its lists: its own properties
 * kept, its type the matching option type, its `#options` the lists' items in order (a tagging
 * autocomplete takes several values, as Drupal's `#tags` does).
 */
export function asOptionElement(element: WebformElementNode, items: Readonly<Record<string, string>>): WebformElementNode {
  const multiple = element['#type'] === 'entity_autocomplete' && element['#tags'] === true ? { '#multiple': true } : {};
  return { ...element, ...multiple, '#type': ENTITY_OPTION_TYPES[element['#type']]!, '#options': { ...items } };
}
