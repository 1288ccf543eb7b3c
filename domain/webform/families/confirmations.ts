import { emailError } from './text';
import type { ElementFamily } from './family';

/** The entries typed twice: an e-mail address and a password. Two entries that differ are refused before any rule runs. */

export const emailConfirm = {
  types: ['webform_email_confirm'],
  takes: 'one',
  checkText: (_element, value) => emailError(value),
  readPosted: (key, element, { last }) => {
    const [first, second] = [last(`${key}[mail_1]`).trim(), last(`${key}[mail_2]`).trim()];
    if (first === second) return { value: first };
    const custom = element['#mismatch_message'];
    return { value: first, error: typeof custom === 'string' && custom ? { text: custom } : { key: 'webform.email.mismatch' } };
  },
  postedFields: (key, value) =>
    typeof value === 'string'
      ? [
          [`${key}[mail_1]`, value],
          [`${key}[mail_2]`, value],
        ]
      : [],
} satisfies ElementFamily;

export const passwordConfirm = {
  types: ['password_confirm'],
  takes: 'one',
  readPosted: (key, _element, { last }) => {
    const [first, second] = [last(`${key}[pass1]`), last(`${key}[pass2]`)];
    return first === second ? { value: first } : { value: '', error: { key: 'webform.password.mismatch' } };
  },
} satisfies ElementFamily;
