import type { ValueShape } from './value-shapes';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/**
 * The value shapes of the element types whose shape depends on their own properties: rich text
 * (its text and format), a mapping (one destination per source), a repeated list
 * (`webform_multiple`: one string per row, or one object per row when `#element` has several
 * parts) and the table selections (the chosen rows, or every row in the visitor's order).
 * Undefined for any other type.
 */
export function structuredShape(element: WebformElementNode): ValueShape | undefined {
  switch (element['#type']) {
    case 'text_format':
      return { kind: 'composite', keys: ['value', 'format'] };
    case 'webform_codemirror':
      return { kind: 'text' };
    case 'webform_mapping':
      return { kind: 'composite', keys: Object.keys(objectOf(element['#source'])) };
    case 'webform_multiple': {
      const max = cardinality(element);
      const limit = max === undefined ? {} : { max };
      const parts = multipleParts(element);
      return parts ? { kind: 'composites', keys: parts.map(([key]) => key), ...limit } : { kind: 'list', ...limit };
    }
    case 'tableselect':
      return element['#multiple'] === false ? { kind: 'text' } : { kind: 'list' };
    case 'webform_tableselect_sort':
    case 'webform_table_sort':
      return { kind: 'list', max: Object.keys(objectOf(element['#options'])).length };
    default:
      return undefined;
  }
}

/** How many rows a `webform_multiple` takes at most: `#cardinality` when a positive number (-1 or none: unlimited). */
export function cardinality(element: WebformElementNode): number | undefined {
  const value = element['#cardinality'];
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/**
 * The parts of a `webform_multiple` row when `#element` holds several child elements; undefined
 * when `#element` is one element (each row is then one string).
 */
export function multipleParts(element: WebformElementNode): Array<[string, WebformElementNode]> | undefined {
  const inner = objectOf(element['#element']);
  if (typeof inner['#type'] === 'string') return undefined;
  return Object.entries(inner).filter(
    (entry): entry is [string, WebformElementNode] => !entry[0].startsWith('#') && !!entry[1] && typeof entry[1] === 'object',
  );
}

export function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
