import type { OptionMap } from './options';

/**
 * The shape of a webform definition as the content system sends it (Drupal's element JSON):
 * keys starting with "#" are properties, other keys whose value is an object are child
 * elements. Pure: shared by the browser and the server.
 */
export interface WebformElement {
  '#type': string;
  '#title'?: string;
  '#required'?: boolean;
  '#access'?: boolean;
  '#states'?: Record<string, unknown>;
  '#multiple'?: boolean | number;
  /** Values to labels, a label that is a map being a group (see options.ts). */
  '#options'?: OptionMap;
  '#default_value'?: unknown;
  [key: string]: unknown;
}

/** A map of element keys to elements, as in `elements` of a form and every container. */
export type ElementMap = Record<string, WebformElement>;

/** The confirmation types the site keeps: a message in place of the form (inline, message), a page of its own (page), or the stored values (debug). */
type ConfirmationType = 'debug' | 'page' | 'inline' | 'message';

export interface WebformDefinition {
  id: string;
  langcode: string;
  title: string;
  status: 'open' | 'closed';
  closedMessage?: string;
  description?: string;
  confirmation: { type: ConfirmationType; message?: string; backMessage?: string };
  /** A multi-page form shows every value on a preview page before it is submitted. */
  preview?: boolean;
  elements: ElementMap;
}

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
 * The element types this site renders, each described by a schema in schemas/webform/ (a test
 * keeps the two lists equal). Any other type shows the debug block: it takes no value, so the
 * server never requires one that a visitor could not give.
 */
export const RENDERED_TYPES = new Set([
  'captcha',
  'checkbox',
  'checkboxes',
  'color',
  'container',
  'date',
  'datetime',
  'details',
  'email',
  'fieldset',
  'hidden',
  'managed_file',
  'number',
  'password',
  'processed_text',
  'radios',
  'range',
  'search',
  'select',
  'tel',
  'textarea',
  'textfield',
  'url',
  'value',
  'webform_actions',
  'webform_audio_file',
  'webform_autocomplete',
  'webform_buttons',
  'webform_checkboxes_other',
  'webform_custom_composite',
  'webform_document_file',
  'webform_email_confirm',
  'webform_email_multiple',
  'webform_flexbox',
  'webform_horizontal_rule',
  'webform_image_file',
  'webform_markup',
  'webform_radios_other',
  'webform_rating',
  'webform_section',
  'webform_select_other',
  'webform_table',
  'webform_table_row',
  'webform_telephone',
  'webform_terms_of_service',
  'webform_time',
  'webform_vat',
  'webform_video_file',
  // Composites, mappings, repeated rows, tables and rich text or code.
  'address',
  'webform_address',
  'webform_name',
  'webform_contact',
  'webform_link',
  'webform_mapping',
  'webform_multiple',
  'table',
  'tableselect',
  'webform_tableselect_sort',
  'webform_table_sort',
  'text_format',
  'webform_codemirror',
  // Drupal element types rendered with the option sets.
  'datelist',
  'webform_message',
  'webform_likert',
  'webform_toggle',
  'webform_toggles',
  'webform_signature',
  'webform_buttons_other',
  'webform_image_select',
  'label',
  'item',
  'language_select',
  'password_confirm',
  'webform_wizard_page',
  // Computed from the other values (Twig is never run: its template shows as text).
  'webform_computed_token',
  'webform_computed_twig',
  // Entity and taxonomy elements: option elements once their lists are loaded.
  'entity_autocomplete',
  'webform_entity_checkboxes',
  'webform_entity_radios',
  'webform_entity_select',
  'webform_term_checkboxes',
  'webform_term_select',
]);

function isContainer(element: WebformElement): boolean {
  return CONTAINER_TYPES.has(element['#type']);
}

export function holdsValue(element: WebformElement): boolean {
  return RENDERED_TYPES.has(element['#type']) && !isContainer(element) && !NO_VALUE_TYPES.has(element['#type']);
}

/** The child elements of an element (or of a form's `elements`), in their written order. */
export function childrenOf(element: Record<string, unknown>): Array<[string, WebformElement]> {
  return Object.entries(element).filter(
    (entry): entry is [string, WebformElement] => !entry[0].startsWith('#') && isElementLike(entry[1]),
  );
}

function isElementLike(value: unknown): value is WebformElement {
  return !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as WebformElement)['#type'] === 'string';
}

export interface IndexedElement {
  key: string;
  element: WebformElement;
  /** Keys of the containers around the element, outermost first. */
  parents: string[];
}

/** Every element of a form, depth first, with its ancestors. Keys are unique in a form. */
export function indexElements(elements: ElementMap): IndexedElement[] {
  const found: IndexedElement[] = [];
  const walk = (holder: Record<string, unknown>, parents: string[]) => {
    for (const [key, element] of childrenOf(holder)) {
      found.push({ key, element, parents });
      walk(element, [...parents, key]);
    }
  };
  walk(elements, []);
  return found;
}

export { emptyValueOf, isListValued, valueLimit as multipleLimit } from './value-shapes';

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
