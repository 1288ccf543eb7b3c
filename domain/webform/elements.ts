import { knownWebformElementNodeTypes, type WebformElementNode } from '../../schemas/generated/webform/element';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

/** A map of element keys to elements, as in `elements` of a form and every container. */
export type ElementMap = WebformDocument['elements'];

/** One submitted value: strings, lists (checkboxes, #multiple), composites (objects of sub-keys). */
export type FieldValue = string | string[] | Record<string, string> | Array<Record<string, string>>;
export type FormValues = Record<string, FieldValue>;

/** Elements that hold children and no value of their own: their children's values stay flat. */
export const CONTAINER_TYPES = new Set([
  'container',
  'fieldset',
  'details',
  'item',
  'webform_section',
  'webform_flexbox',
  'webform_table',
  'webform_table_row',
  'webform_card',
  'webform_wizard_page',
  'table',
]);

/** Elements that show content or buttons and submit nothing. */
const NO_VALUE_TYPES = new Set([
  'webform_markup',
  'processed_text',
  'label',
  'webform_message',
  'webform_more',
  'webform_horizontal_rule',
  'webform_actions',
  'captcha',
]);

/**
 * The element types this site renders: those with a schema in schemas/webform/, listed by the
 * types generated from them. Any other type shows the debug block: it takes no value, so the
 * server never requires one that a visitor could not give.
 */
export const RENDERED_TYPES: ReadonlySet<string> = new Set(knownWebformElementNodeTypes);

function isContainer(element: WebformElementNode): boolean {
  return CONTAINER_TYPES.has(element['#type']);
}

export function holdsValue(element: WebformElementNode): boolean {
  return RENDERED_TYPES.has(element['#type']) && !isContainer(element) && !NO_VALUE_TYPES.has(element['#type']);
}

/** The child elements of an element (or of a form's `elements`), in their written order. */
export function childElements(element: Record<string, unknown>): Array<[string, WebformElementNode]> {
  return Object.entries(element).filter(
    (entry): entry is [string, WebformElementNode] => !entry[0].startsWith('#') && isElementLike(entry[1]),
  );
}

function isElementLike(value: unknown): value is WebformElementNode {
  return !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as WebformElementNode)['#type'] === 'string';
}

export interface IndexedElement {
  key: string;
  element: WebformElementNode;
  /** Keys of the containers around the element, outermost first. */
  parents: string[];
}

/** Every element of a form, depth first, with its ancestors. Keys are unique in a form. */
export function indexElements(elements: ElementMap): IndexedElement[] {
  const found: IndexedElement[] = [];
  const walk = (holder: Record<string, unknown>, parents: string[]) => {
    for (const [key, element] of childElements(holder)) {
      found.push({ key, element, parents });
      walk(element, [...parents, key]);
    }
  };
  walk(elements, []);
  return found;
}

/** The values of an element as strings, for condition tests (empty composites give none). */
export function valueStrings(value: FieldValue | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' ? [item] : Object.values(item)));
  return Object.values(value);
}

/** True for '', [], an object whose every sub-value is empty, or no value; '0' is not empty. */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.every((item) => (typeof item === 'string' ? item === '' : isEmptyValue(item)));
  if (typeof value === 'object') return Object.values(value).every((item) => item === '' || item === undefined);
  return false;
}

/**
 * The option labels of `#options` without the description Drupal allows after " -- ". A table
 * selection's option is a row, an object of cells: its label is its `title` cell, else its first.
 */
export function optionLabel(label: unknown): string {
  if (typeof label !== 'string') {
    const cells = label && typeof label === 'object' ? Object.values(label as Record<string, unknown>) : [];
    const title = label && typeof label === 'object' ? (label as Record<string, unknown>).title : undefined;
    return String(title ?? cells.find((cell) => typeof cell === 'string' || typeof cell === 'number') ?? '');
  }
  const at = label.indexOf(' -- ');
  return at === -1 ? label : label.slice(0, at);
}

/** A value read as an object of properties; anything else (a list, a text, nothing) as an empty one. */
export function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A type named as a group of radios or checkboxes (`webform_radios_fancy`, `webform_term_checkboxes_tree`...). */
export function isChoiceGroupType(type: string): boolean {
  return /(^|_)(radios|checkboxes)(_|$)/.test(type);
}
