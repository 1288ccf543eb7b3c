import { asObject } from '../elements';
import { errorKey, type FormErrors } from '../messages';
import { missing, requiredError, under, validateRows } from './field-errors';
import type { ElementFamily, PartErrors } from './family';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/**
 * A repeated list (`webform_multiple`): one string per row, or one object per row when
 * `#element` has several parts; at most `#cardinality` rows, each filled row checked by its
 * parts' rules.
 */

/** How many rows it takes at most: `#cardinality` when a positive number (-1 or none: unlimited). */
export function cardinality(element: WebformElementNode): number | undefined {
  const value = element['#cardinality'];
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/** The parts of a row when `#element` holds several child elements; undefined when it is one element (each row is then one string). */
export function multipleParts(element: WebformElementNode): Array<[string, WebformElementNode]> | undefined {
  const inner = asObject(element['#element']);
  if (typeof inner['#type'] === 'string') return undefined;
  return Object.entries(inner).filter(
    (entry): entry is [string, WebformElementNode] => !entry[0].startsWith('#') && !!entry[1] && typeof entry[1] === 'object',
  );
}

export const multiple = {
  types: ['webform_multiple'],
  shape: (element) => {
    const max = cardinality(element);
    const limit = max === undefined ? {} : { max };
    const parts = multipleParts(element);
    return parts ? { kind: 'composites', keys: parts.map(([key]) => key), ...limit } : { kind: 'list', ...limit };
  },
  validate: (key, element, value, required, context) => {
    const items = Array.isArray(value) ? value : [];
    const max = cardinality(element);
    if (max !== undefined && items.length > max) return { [key]: { key: 'webform.multiple.max', values: { max } } };
    const parts = multipleParts(element);
    if (!parts) {
      const empty = missing(items as string[], required, element);
      if (empty) return under(key, empty);
      const inner = asObject(element['#element']) as WebformElementNode;
      const errors: FormErrors = {};
      (items as string[]).forEach((item, position) => {
        const error = item === '' ? undefined : context.checkText(inner, item);
        if (error) errors[items.length > 1 ? errorKey(key, position) : key] = error;
      });
      return errors;
    }
    return validateRows(key, element, items as Array<Record<string, string>>, required, (row) => {
      const errors: PartErrors = {};
      for (const [part, partElement] of parts) {
        const text = row[part] ?? '';
        const error =
          text === '' ? (partElement['#required'] === true ? requiredError(partElement) : undefined) : context.checkText(partElement, text);
        if (error) errors[part] = error;
      }
      return errors;
    });
  },
} satisfies ElementFamily;
