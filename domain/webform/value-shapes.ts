import type { FieldValue } from './elements';
import { familyFor } from './families';
import type { ValueShape } from './families/family';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

export type { ValueShape } from './families/family';

/**
 * How many values an element takes. `#multiple`: false or 1 is one value, true is unlimited,
 * N is at most N. Checkbox groups take any number unless a number limits them; the types that
 * take one value (their renderers have no add/remove list) ignore `#multiple`.
 */
export function valueLimit(element: WebformElementNode): number | 'unlimited' {
  const multiple = element['#multiple'];
  const { takes } = familyFor(element);
  if (takes === 'ticked') return typeof multiple === 'number' && multiple >= 1 ? multiple : 'unlimited';
  if (takes === 'one') return 1;
  if (multiple === true) return 'unlimited';
  if (typeof multiple === 'number' && multiple > 1) return multiple;
  return 1;
}

/** The keys of a composite element, or undefined when the element is not one. */
export function compositeKeys(element: WebformElementNode): readonly string[] | undefined {
  const family = familyFor(element);
  const own = family.shape?.(element);
  if (own) return own.kind === 'composite' || own.kind === 'composites' ? own.keys : undefined;
  return family.parts?.(element);
}

/**
 * The shape of an element's value (for elements that hold one), told by its family. The browser
 * builds its values from it (empty values, one value or a list), the server reads posted form
 * fields into it and the request schema of each form is made from it, so a value of the wrong
 * shape is refused before any rule runs.
 */
export function valueShape(element: WebformElementNode): ValueShape {
  const family = familyFor(element);
  const own = family.shape?.(element);
  if (own) return own;
  const limit = valueLimit(element);
  const max = limit === 'unlimited' ? {} : { max: limit };
  const keys = family.parts?.(element);
  const list = family.takes === 'ticked' || limit !== 1;
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

export function emptyValueFor(element: WebformElementNode): FieldValue {
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
