import { compositeParts, countryCodes, PART_COMPOSITE_TYPES, type CompositePart } from './composite-parts';
import { isEmptyValue, type FieldValue } from './elements';
import { errorKey, type FieldError, type FormErrors } from './messages';
import { cardinality, multipleParts, objectOf } from './structured-shapes';
import { requiredError, validateText, type ValidationContext } from './validate';
import { validateSignature } from './signature';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

type Row = Record<string, string>;

/** The most characters a rich text or code value may hold unless `#maxlength` says otherwise. */
const LONG_TEXT_MAX = 65_536;
/** The most characters of one part of a composite (a street, a name...). */
export const PART_MAX = 255;

/**
 * The rules of the composite, signature, mapping, repeated, table-selection, rich text and code element
 * types, run by the browser at submit and by the server. Undefined for the other types, whose
 * rules are in validate.ts. Errors of a part are keyed `key][part` (`key][row][part` in a list
 * of several rows), so each shows beside its input.
 */
export function validateStructured(
  key: string,
  element: WebformElementNode,
  value: FieldValue,
  required: boolean,
  context: ValidationContext,
): FormErrors | undefined {
  const type = element['#type'];
  if (PART_COMPOSITE_TYPES.has(type))
    return validateRows(key, element, value, required, (row) => partErrors(element, row, required, context));
  switch (type) {
    case 'text_format':
      return validateRichText(key, element, value, required);
    case 'webform_codemirror':
      return missing(value, required, element) ?? lengthErrors(key, element, typeof value === 'string' ? value : '');
    case 'webform_signature':
      return validateSignature(key, element, value, required);
    case 'webform_mapping':
      return validateMapping(key, element, value, required);
    case 'webform_multiple':
      return validateMultiple(key, element, value, required, context);
    case 'tableselect':
    case 'webform_tableselect_sort':
    case 'webform_table_sort':
      return validateTableChoice(key, element, value, required);
    default:
      return undefined;
  }
}

/** The required error when the value is empty, no error when empty and optional, undefined when there is a value. */
function missing(value: FieldValue, required: boolean, element: WebformElementNode): FormErrors | undefined {
  if (!isEmptyValue(value)) return undefined;
  return required ? { '': requiredError(element) } : {};
}

/** Keys the errors of the single-field rules ('' is the field itself) under the field. */
function under(key: string, errors: Record<string, FieldError>): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([sub, error]) => [sub ? errorKey(key, sub) : key, error]));
}

/** One composite or a list of them: the required error when empty, else each filled row's errors. */
function validateRows(
  key: string,
  element: WebformElementNode,
  value: FieldValue,
  required: boolean,
  check: (row: Row) => Record<string, FieldError>,
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

function partErrors(element: WebformElementNode, row: Row, required: boolean, context: ValidationContext): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const part of compositeParts(element, row, required)) {
    const error = partError(element, part, row[part.key] ?? '', context);
    if (error) errors[part.key] = error;
  }
  return errors;
}

function partError(element: WebformElementNode, part: CompositePart, value: string, context: ValidationContext): FieldError | undefined {
  if (value === '') return part.required ? { key: 'webform.required' } : undefined;
  if ([...value].length > PART_MAX) return { key: 'webform.maxlength', values: { max: PART_MAX } };
  if (part.input === 'country') return countryCodes(element).includes(value) ? undefined : { key: 'webform.option.invalid' };
  if (part.pattern && !part.pattern.test(value.trim())) return { key: 'webform.address.postal_code_invalid' };
  if (part.input === 'email' || part.input === 'url' || part.input === 'tel') return validateText({ '#type': part.input }, value, context);
  return undefined;
}

/** The formats a rich text may be written in: `#allowed_formats`, else `#format`, else basic HTML. */
export function allowedFormats(element: WebformElementNode): string[] {
  const allowed = element['#allowed_formats'];
  const listed = Array.isArray(allowed) ? allowed.map(String) : Object.keys(objectOf(allowed));
  if (listed.length) return listed;
  return [typeof element['#format'] === 'string' ? element['#format'] : 'basic_html'];
}

function validateRichText(key: string, element: WebformElementNode, value: FieldValue, required: boolean): FormErrors {
  const rich = objectOf(value) as Row;
  if (!rich.value) return required ? { [key]: requiredError(element) } : {};
  if (rich.format && !allowedFormats(element).includes(rich.format))
    return { [errorKey(key, 'format')]: { key: 'webform.option.invalid' } };
  return lengthErrors(key, element, rich.value);
}

function lengthErrors(key: string, element: WebformElementNode, text: string): FormErrors {
  const max = typeof element['#maxlength'] === 'number' ? element['#maxlength'] : LONG_TEXT_MAX;
  return [...text].length > max ? { [key]: { key: 'webform.maxlength', values: { max } } } : {};
}

/** Each source takes one of the destinations; a required mapping needs every source mapped. */
function validateMapping(key: string, element: WebformElementNode, value: FieldValue, required: boolean): FormErrors {
  const chosen = objectOf(value) as Row;
  const destinations = objectOf(element['#destination']);
  const errors: FormErrors = {};
  for (const source of Object.keys(objectOf(element['#source']))) {
    const destination = chosen[source] ?? '';
    if (destination === '') {
      if (required) errors[errorKey(key, source)] = requiredError(element);
    } else if (!Object.hasOwn(destinations, destination)) errors[errorKey(key, source)] = { key: 'webform.option.invalid' };
  }
  return errors;
}

/** Rows of one element or of several parts: at most `#cardinality`, each filled row checked by its parts' rules. */
function validateMultiple(
  key: string,
  element: WebformElementNode,
  value: FieldValue,
  required: boolean,
  context: ValidationContext,
): FormErrors {
  const items = Array.isArray(value) ? value : [];
  const max = cardinality(element);
  if (max !== undefined && items.length > max) return { [key]: { key: 'webform.multiple.max', values: { max } } };
  const parts = multipleParts(element);
  if (!parts) {
    const empty = missing(items as string[], required, element);
    if (empty) return under(key, empty);
    const inner = objectOf(element['#element']) as WebformElementNode;
    const errors: FormErrors = {};
    (items as string[]).forEach((item, position) => {
      const error = item === '' ? undefined : validateText(inner, item, context);
      if (error) errors[items.length > 1 ? errorKey(key, position) : key] = error;
    });
    return errors;
  }
  return validateRows(key, element, items as Row[], required, (row) => {
    const errors: Record<string, FieldError> = {};
    for (const [part, partElement] of parts) {
      const text = row[part] ?? '';
      const error =
        text === ''
          ? partElement['#required'] === true
            ? requiredError(partElement)
            : undefined
          : validateText(partElement, text, context);
      if (error) errors[part] = error;
    }
    return errors;
  });
}

/** Chosen rows must be rows of the table, once each; a sorted table's value is every row in some order. */
function validateTableChoice(key: string, element: WebformElementNode, value: FieldValue, required: boolean): FormErrors {
  const chosen = typeof value === 'string' ? (value === '' ? [] : [value]) : Array.isArray(value) ? (value as string[]) : [];
  if (!chosen.length) return required ? { [key]: requiredError(element) } : {};
  const rows = Object.keys(objectOf(element['#options']));
  const known = chosen.every((row) => typeof row === 'string' && rows.includes(row)) && new Set(chosen).size === chosen.length;
  const whole = element['#type'] !== 'webform_table_sort' || chosen.length === rows.length;
  return known && whole ? {} : { [key]: { key: 'webform.option.invalid' } };
}
