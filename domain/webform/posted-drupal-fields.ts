import { datePartsOf, joinDatelist, type DatePart } from './datelist';
import type { FieldValue } from './elements';
import type { FieldError } from './messages';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/** Types whose posted fields this file reads; the others are read by posted-fields.ts. */
export const POSTED_DRUPAL_TYPES = new Set(['datelist', 'webform_toggle', 'password_confirm']);

/**
 * Reads the fields a form posts without JavaScript for these types: a datelist's parts
 * (`key[year]`, `key[month]`...), a switch (`key` is '1' when on; an off switch posts nothing),
 * the two entries of a password confirmation (`key[pass1]`, `key[pass2]`, which must match).
 */
export function readPostedDrupalField(
  key: string,
  element: WebformElementNode,
  last: (name: string) => string,
): { value: FieldValue; error?: FieldError } {
  switch (element['#type']) {
    case 'datelist':
      return {
        value: joinDatelist(element, Object.fromEntries(datePartsOf(element).map((part: DatePart) => [part, last(`${key}[${part}]`)]))),
      };
    case 'webform_toggle':
      return { value: last(key) === '1' ? '1' : '0' };
    default: {
      const [first, second] = [last(`${key}[pass1]`), last(`${key}[pass2]`)];
      return first === second ? { value: first } : { value: '', error: { key: 'webform.password.mismatch' } };
    }
  }
}
