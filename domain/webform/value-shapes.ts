import type { FieldValue } from './elements';
import { structuredShape } from './structured-shapes';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/**
 * The shape of each element type's value, described once. The browser builds its values from
 * it (empty values, one value or a list), the server reads posted form fields into it and the
 * request schema of each form is made from it, so a value of the wrong shape is refused before
 * any rule runs.
 */
export type ValueShape =
  /** One string. */
  | { kind: 'text' }
  /** A list of strings, at most `max` of them. */
  | { kind: 'list'; max?: number }
  /** An object of these sub-keys, each a string. */
  | { kind: 'composite'; keys: readonly string[] }
  /** A list of such objects, at most `max` of them. */
  | { kind: 'composites'; keys: readonly string[]; max?: number };

/** Sub-keys of the composite types (Drupal Webform's, and the site's VAT number entry). */
const COMPOSITE_KEYS: Record<string, readonly string[]> = {
  webform_telephone: ['type', 'phone', 'ext'],
  webform_vat: ['country_tax_residence', 'vat_number', 'vat_number_valid'],
  webform_name: ['title', 'first', 'middle', 'last', 'suffix', 'degree'],
  webform_address: ['address', 'address_2', 'city', 'state_province', 'postal_code', 'country'],
  webform_contact: ['name', 'company', 'email', 'phone', 'address', 'address_2', 'city', 'state_province', 'postal_code', 'country'],
  webform_link: ['title', 'url'],
  // The drawn (or typed-name) PNG as a data: URL, and the typed name (all a form sent without scripts has).
  webform_signature: ['image', 'name'],
  address: [
    'given_name',
    'family_name',
    'organization',
    'address_line1',
    'address_line2',
    'locality',
    'administrative_area',
    'postal_code',
    'country_code',
  ],
};

/** Types whose value is a list of ticked options whatever `#multiple` says; a number caps it. */
const OPTION_LIST_TYPES = new Set(['checkboxes', 'webform_checkboxes_other', 'webform_toggles']);

/** Types that hold one value and ignore `#multiple` (their renderers have no add/remove list). */
const SINGLE_TYPES = new Set([
  'checkbox',
  'hidden',
  'password',
  'range',
  'color',
  'search',
  'radios',
  'webform_radios_other',
  'webform_buttons',
  'webform_terms_of_service',
  'webform_rating',
  'webform_email_confirm',
  'webform_email_multiple',
  'value',
  'webform_vat',
  'webform_telephone',
  // Drupal element types rendered with the option sets.
  'datelist',
  'webform_toggle',
  'webform_signature',
  'webform_buttons_other',
  'webform_likert',
  'password_confirm',
  'webform_scale',
  'webform_variant',
]);

/**
 * How many values an element takes. `#multiple`: false or 1 is one value, true is unlimited,
 * N is at most N. Checkbox groups take any number unless a number limits them.
 */
export function valueLimit(element: WebformElementNode): number | 'unlimited' {
  const multiple = element['#multiple'];
  if (OPTION_LIST_TYPES.has(element['#type'])) return typeof multiple === 'number' && multiple >= 1 ? multiple : 'unlimited';
  if (SINGLE_TYPES.has(element['#type'])) return 1;
  if (multiple === true) return 'unlimited';
  if (typeof multiple === 'number' && multiple > 1) return multiple;
  return 1;
}

/** The keys of a composite element, or undefined when the element is not one. */
export function compositeKeys(element: WebformElementNode): readonly string[] | undefined {
  const own = structuredShape(element);
  if (own) return own.kind === 'composite' || own.kind === 'composites' ? own.keys : undefined;
  if (element['#type'] === 'webform_custom_composite') {
    const parts = element['#element'];
    return parts && typeof parts === 'object' ? Object.keys(parts) : [];
  }
  // A likert's value is its answer to each question.
  if (element['#type'] === 'webform_likert') {
    const questions = element['#questions'];
    return questions && typeof questions === 'object' ? Object.keys(questions) : [];
  }
  return COMPOSITE_KEYS[element['#type']];
}

/** The shape of an element's value (for elements that hold one). */
export function valueShape(element: WebformElementNode): ValueShape {
  const own = structuredShape(element);
  if (own) return own;
  const limit = valueLimit(element);
  const max = limit === 'unlimited' ? {} : { max: limit };
  const keys = compositeKeys(element);
  const list = OPTION_LIST_TYPES.has(element['#type']) || limit !== 1;
  if (keys) return list ? { kind: 'composites', keys, ...max } : { kind: 'composite', keys };
  return list ? { kind: 'list', ...max } : { kind: 'text' };
}

export function isListValued(element: WebformElementNode): boolean {
  const { kind } = valueShape(element);
  return kind === 'list' || kind === 'composites';
}

/** The empty value of a shape: what a hidden or untouched element submits. */
function emptyValueOfShape(shape: ValueShape): FieldValue {
  switch (shape.kind) {
    case 'text':
      return '';
    case 'composite':
      return Object.fromEntries(shape.keys.map((key) => [key, '']));
    default:
      return [];
  }
}

export function emptyValueOf(element: WebformElementNode): FieldValue {
  return emptyValueOfShape(valueShape(element));
}

/** The JSON Schema of a shape: the part of a form's request schema for one field. */
export function shapeSchema(shape: ValueShape): Record<string, unknown> {
  const text = { type: 'string' };
  const composite = {
    type: 'object',
    properties: Object.fromEntries(shape.kind === 'composite' || shape.kind === 'composites' ? shape.keys.map((key) => [key, text]) : []),
    additionalProperties: false,
  };
  switch (shape.kind) {
    case 'text':
      return text;
    case 'list':
      return { type: 'array', items: text, ...(shape.max === undefined ? {} : { maxItems: shape.max }) };
    case 'composite':
      return composite;
    case 'composites':
      return { type: 'array', items: composite, ...(shape.max === undefined ? {} : { maxItems: shape.max }) };
  }
}

/**
 * Reads a value of the given shape from posted form fields (a form sent without JavaScript).
 * `field(name)` gives every value posted under a name. Names follow Drupal's: `key`, `key[]`
 * for a multi-select or repeated input, `key[option]` for a ticked checkbox, `key[sub]` for a
 * composite's sub-field, `key[n][sub]` for a row of a repeated composite.
 */
export function valueFromFields(key: string, shape: ValueShape, names: readonly string[], field: (name: string) => string[]): FieldValue {
  switch (shape.kind) {
    case 'text':
      return field(key).at(-1) ?? '';
    case 'list': {
      const listed = [...field(key), ...field(`${key}[]`)];
      // A checkbox of a group is named key[option]; its value is the option.
      for (const name of names) if (name.startsWith(`${key}[`) && name !== `${key}[]` && !/\]\[/.test(name)) listed.push(...field(name));
      return listed.filter((item) => item !== '');
    }
    case 'composite':
      return Object.fromEntries(shape.keys.map((sub) => [sub, field(`${key}[${sub}]`).at(-1) ?? '']));
    case 'composites': {
      const rows = new Set<number>();
      for (const name of names) {
        const row = new RegExp(`^${escapeRegExp(key)}\\[(\\d{1,3})\\]\\[`).exec(name)?.[1];
        if (row !== undefined) rows.add(Number(row));
      }
      return [...rows]
        .sort((a, b) => a - b)
        .map((row) => Object.fromEntries(shape.keys.map((sub) => [sub, field(`${key}[${row}][${sub}]`).at(-1) ?? ''])));
    }
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
