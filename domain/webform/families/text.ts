import type { FieldError } from '../messages';
import type { ElementFamily, ValidationContext } from './family';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/** The text inputs with a rule of their own (e-mail, web address, phone number) and those that take one value only. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const TELEPHONE = /^\+?[0-9 ().-]{2,}$/;

/** One e-mail address. */
export function emailError(value: string): FieldError | undefined {
  return EMAIL.test(value) ? undefined : { key: 'webform.email.invalid' };
}

export const email = { types: ['email'], checkText: (_element, value) => emailError(value) } satisfies ElementFamily;

export const url = {
  types: ['url'],
  checkText: (_element, value) => (isWebUrl(value) ? undefined : { key: 'webform.url.invalid' }),
} satisfies ElementFamily;

export const tel = {
  types: ['tel'],
  checkText: (_element, value) => (TELEPHONE.test(value) ? undefined : { key: 'webform.tel.invalid' }),
} satisfies ElementFamily;

/** Text with no rule of its own beyond `#maxlength` and `#pattern`, as any text has. */
export const plainText = { types: ['textfield', 'textarea'] } satisfies ElementFamily;

/** Inputs that hold one value and ignore `#multiple` (their renderers have no add/remove list). */
export const singleText = {
  types: ['hidden', 'password', 'color', 'search', 'webform_email_multiple'],
  takes: 'one',
} satisfies ElementFamily;

/** An autocomplete takes only the values it lists: anything else becomes empty. */
export const autocomplete = {
  types: ['webform_autocomplete'],
  normalise: (key, element, value, context) => {
    const listed = (text: string) => {
      const allowed = text === '' ? undefined : autocompleteItems(key, element, context);
      return allowed && !allowed.includes(text) ? '' : text;
    };
    if (typeof value === 'string') return listed(value);
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return (value as string[]).map(listed);
    return value;
  },
} satisfies ElementFamily;

function autocompleteItems(key: string, element: WebformElementNode, context: ValidationContext): readonly string[] | undefined {
  const items = element['#autocomplete_items'];
  if (Array.isArray(items)) return items.map(String);
  if (items && typeof items === 'object') return Object.keys(items);
  return context.autocompleteItems?.(key, element);
}

function isWebUrl(value: string): boolean {
  try {
    const address = new URL(value);
    return address.protocol === 'http:' || address.protocol === 'https:';
  } catch {
    return false;
  }
}
