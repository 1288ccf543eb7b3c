import { asObject } from '../elements';
import { errorKey, type FormErrors } from '../messages';
import { missing, requiredError, under } from './field-errors';
import type { ElementFamily } from './family';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/** Rich text (its text and its format) and code: long texts, up to `#maxlength` or LONG_TEXT_MAX characters. */

/** The most characters a rich text or code value may hold unless `#maxlength` says otherwise. */
const LONG_TEXT_MAX = 65_536;

/** The formats a rich text may be written in: `#allowed_formats`, else `#format`, else basic HTML. */
export function allowedFormats(element: WebformElementNode): string[] {
  const allowed = element['#allowed_formats'];
  const listed = Array.isArray(allowed) ? allowed.map(String) : Object.keys(asObject(allowed));
  if (listed.length) return listed;
  return [typeof element['#format'] === 'string' ? element['#format'] : 'basic_html'];
}

function lengthErrors(key: string, element: WebformElementNode, text: string): FormErrors {
  const max = typeof element['#maxlength'] === 'number' ? element['#maxlength'] : LONG_TEXT_MAX;
  return [...text].length > max ? { [key]: { key: 'webform.maxlength', values: { max } } } : {};
}

export const richText = {
  types: ['text_format'],
  shape: () => ({ kind: 'composite', keys: ['value', 'format'] }),
  validate: (key, element, value, required) => {
    const rich = asObject(value) as Record<string, string>;
    if (!rich.value) return required ? { [key]: requiredError(element) } : {};
    if (rich.format && !allowedFormats(element).includes(rich.format))
      return { [errorKey(key, 'format')]: { key: 'webform.option.invalid' } };
    return lengthErrors(key, element, rich.value);
  },
} satisfies ElementFamily;

export const code = {
  types: ['webform_codemirror'],
  shape: () => ({ kind: 'text' }),
  validate: (key, element, value, required) => {
    const empty = missing(value, required, element);
    return empty ? under(key, empty) : lengthErrors(key, element, typeof value === 'string' ? value : '');
  },
} satisfies ElementFamily;
