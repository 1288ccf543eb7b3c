import { holdsValue, indexElements, type ElementMap, type FormValues } from './elements';
import type { FormErrors } from './messages';
import { POSTED_DRUPAL_TYPES, readPostedDrupalField } from './posted-drupal-fields';
import { valueFromFields, valueShape } from './value-shapes';

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
 * renderers give their inputs; file fields are read elsewhere (they arrive as uploads).
 */
export function readPostedFields(elements: ElementMap, field: (name: string) => string[], names: readonly string[]): PostedForm {
  const values: FormValues = {};
  const errors: FormErrors = {};
  const last = (name: string) => field(name).at(-1) ?? '';
  for (const { key, element } of indexElements(elements)) {
    if (!holdsValue(element)) continue;
    if (POSTED_DRUPAL_TYPES.has(element['#type'])) {
      const posted = readPostedDrupalField(key, element, last);
      values[key] = posted.value;
      if (posted.error) errors[key] = posted.error;
      continue;
    }
    switch (element['#type']) {
      case 'webform_email_confirm': {
        const [first, second] = [last(`${key}[mail_1]`).trim(), last(`${key}[mail_2]`).trim()];
        values[key] = first;
        if (first !== second) {
          const custom = element['#mismatch_message'];
          errors[key] = typeof custom === 'string' && custom ? { text: custom } : { key: 'webform.email.mismatch' };
        }
        break;
      }
      case 'datetime': {
        const [date, time] = [last(`${key}[date]`), last(`${key}[time]`)];
        values[key] = date || time ? `${date}T${time}` : '';
        break;
      }
      case 'checkbox':
      case 'webform_terms_of_service':
        // Checked stores '1', unchecked '0'; an unticked box posts nothing.
        values[key] = last(key) === '1' ? '1' : '0';
        break;
      default: {
        const value = valueFromFields(key, valueShape(element), names, field);
        // "Other…" stands for the text typed beside it.
        const other = last(`${key}[other]`);
        values[key] =
          typeof value === 'string'
            ? value === OTHER_OPTION
              ? other
              : value
            : Array.isArray(value) && value.includes(OTHER_OPTION as never)
              ? [...(value as string[]).filter((item) => item !== OTHER_OPTION), ...(other ? [other] : [])]
              : value;
      }
    }
  }
  return { values, errors };
}
