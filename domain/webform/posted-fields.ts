import { holdsValue, indexElements, type ElementMap, type FieldValue, type FormValues } from './elements';
import { familyFor } from './families';
import type { PostedFields } from './families/family';
import type { FormErrors } from './messages';
import { valueFromFields, valueShape } from './value-shapes';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/** The value the "Other…" choice posts; its text comes in `key[other]`. */
export const OTHER_OPTION = '_other_';

export interface PostedForm {
  /** The values as the visitor typed them, in the shape of each element. */
  values: FormValues;
  /** What is wrong before any rule runs (two e-mail entries that differ). */
  errors: FormErrors;
}

/**
 * Reads the fields a form posts without JavaScript into its values. The names are those the
 * renderers give their inputs: by the value's shape, unless the element's family reads its own
 * (the e-mail pair, a date and time, a checkbox...). File fields are read elsewhere (they arrive as uploads).
 */
export function readPostedFields(elements: ElementMap, field: (name: string) => string[], names: readonly string[]): PostedForm {
  const values: FormValues = {};
  const errors: FormErrors = {};
  const posted: PostedFields = { field, last: (name) => field(name).at(-1) ?? '', names };
  for (const { key, element } of indexElements(elements)) {
    if (!holdsValue(element)) continue;
    const { readPosted } = familyFor(element);
    if (!readPosted) {
      values[key] = valueWithOther(key, element, posted);
      continue;
    }
    const read = readPosted(key, element, posted);
    values[key] = read.value;
    if (read.error) errors[key] = read.error;
  }
  return { values, errors };
}

/** The value posted under the element's names, by its shape; "Other…" stands for the text typed beside it. */
function valueWithOther(key: string, element: WebformElementNode, { field, last, names }: PostedFields): FieldValue {
  const value = valueFromFields(key, valueShape(element), names, field);
  const other = last(`${key}[other]`);
  if (typeof value === 'string') return value === OTHER_OPTION ? other : value;
  return Array.isArray(value) && value.includes(OTHER_OPTION as never)
    ? [...(value as string[]).filter((item) => item !== OTHER_OPTION), ...(other ? [other] : [])]
    : value;
}
