import { asObject } from '../elements';
import { TELEPHONE } from './text';
import type { ElementFamily, PartErrors } from './family';

/** Digits only, at most 20. */
const PHONE_EXTENSION = /^\d{0,20}$/;

/** A telephone number: its type, the number (what makes it given) and an extension. */
export const telephone = {
  types: ['webform_telephone'],
  takes: 'one',
  parts: () => ['type', 'phone', 'ext'],
  isMissing: (_element, value) => !asObject(value).phone,
  checkComposite: (_element, value) => {
    const errors: PartErrors = {};
    if (value.phone && !TELEPHONE.test(value.phone)) errors.phone = { key: 'webform.tel.invalid' };
    if (value.ext && !PHONE_EXTENSION.test(value.ext)) errors.ext = { key: 'webform.telephone.ext' };
    return errors;
  },
} satisfies ElementFamily;
