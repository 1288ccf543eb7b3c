import { isEmptyValue, type FieldValue } from '../elements';
import { errorKey, type FieldError, type FormErrors } from '../messages';
import type { PartErrors } from './family';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/** The error of a required field left empty: the definition's `#required_error`, else the catalog's. */
export function requiredError(element: WebformElementNode): FieldError {
  const custom = element['#required_error'];
  return typeof custom === 'string' && custom ? { text: custom } : { key: 'webform.required' };
}

/** The required error when the value is empty, no error when empty and optional, undefined when there is a value. */
export function missing(value: FieldValue, required: boolean, element: WebformElementNode): PartErrors | undefined {
  if (!isEmptyValue(value)) return undefined;
  return required ? { '': requiredError(element) } : {};
}

/** Keys the errors of one value ('' is the field itself) under the field. */
export function under(key: string, errors: PartErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([sub, error]) => [sub ? errorKey(key, sub) : key, error]));
}

type Row = Record<string, string>;

/**
 * One composite or a list of them: the required error when empty, else each filled row's
 * errors, keyed `key][part` (`key][row][part` in a list of several rows) so each shows beside its input.
 */
export function validateRows(
  key: string,
  element: WebformElementNode,
  value: FieldValue,
  required: boolean,
  check: (row: Row) => PartErrors,
): FormErrors {
  const empty = missing(value, required, element);
  if (empty) return under(key, empty);
  const rows = (Array.isArray(value) ? value : [value]) as Row[];
  const errors: FormErrors = {};
  rows.forEach((row, position) => {
    if (typeof row !== 'object' || isEmptyValue(row)) return;
    for (const [part, error] of Object.entries(check(row)))
      errors[rows.length > 1 ? errorKey(key, position, part) : errorKey(key, part)] = error;
  });
  return errors;
}
