import { holdsValue, indexElements, type ElementMap, type FieldValue, type FormValues } from './elements';
import { familyFor } from './families';
import { emptyValueFor, isListValued } from './value-shapes';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/** The values a fresh form starts with: each element's #default_value, or empty. */
export function initialValues(elements: ElementMap): FormValues {
  const values: FormValues = {};
  for (const { key, element } of indexElements(elements)) {
    if (!holdsValue(element)) continue;
    values[key] = defaultValue(element);
  }
  return values;
}

/**
 * The value the form itself gives an element that a visitor never edits: `value` holds its
 * `#value`, a variant its `#default_value`. The server sets it whatever is posted.
 */
export function fixedValueFor(element: WebformElementNode): string | undefined {
  return familyFor(element).fixedValue?.(element);
}

function defaultValue(element: WebformElementNode): FieldValue {
  const written = element['#default_value'];
  const fixed = fixedValueFor(element);
  if (fixed !== undefined) return fixed;
  if (written === undefined || written === null) return familyFor(element).unsetValue ?? emptyValueFor(element);
  if (isListValued(element))
    return (Array.isArray(written) ? written : [written]).map((item) =>
      item && typeof item === 'object' ? item : String(item),
    ) as FieldValue;
  if (typeof written === 'object') return written as FieldValue;
  return String(written);
}
