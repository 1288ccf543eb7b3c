import { TELEPHONE } from './text';
import { requiredError } from './field-errors';
import type { ElementFamily, PartErrors } from './family';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/** The composites with parts of their own: a telephone number, a checked VAT number, a composite the definition writes. */

/** Digits only, at most 20. */
const PHONE_EXTENSION = /^\d{0,20}$/;

const isComposite = (value: unknown): value is Record<string, string> => typeof value === 'object' && !!value && !Array.isArray(value);

export const telephone = {
  types: ['webform_telephone'],
  takes: 'one',
  parts: () => ['type', 'phone', 'ext'],
  isMissing: (_element, value) => !isComposite(value) || !value.phone,
  checkComposite: (_element, value) => {
    const errors: PartErrors = {};
    if (value.phone && !TELEPHONE.test(value.phone)) errors.phone = { key: 'webform.tel.invalid' };
    if (value.ext && !PHONE_EXTENSION.test(value.ext)) errors.ext = { key: 'webform.telephone.ext' };
    return errors;
  },
} satisfies ElementFamily;

/** The site's VAT number entry: complete once the check gave a result ('01' valid, '02' not checkable now). */
export const vat = {
  types: ['webform_vat'],
  takes: 'one',
  parts: () => ['country_tax_residence', 'vat_number', 'vat_number_valid'],
  isMissing: (_element, value) => !isComposite(value) || !value.vat_number_valid,
  checkComposite: (_element, value): PartErrors => {
    const code = value.vat_number_valid;
    return code === '01' || code === '02' ? {} : { '': { key: 'webform.required' } };
  },
} satisfies ElementFamily;

/** A composite of the elements written in its `#element`: each part follows its own element's rules. */
export const customComposite = {
  types: ['webform_custom_composite'],
  parts: (element) => {
    const parts = element['#element'];
    return parts && typeof parts === 'object' ? Object.keys(parts) : [];
  },
  checkComposite: (element, value, context) => {
    const errors: PartErrors = {};
    for (const [sub, subElement] of Object.entries((element['#element'] ?? {}) as Record<string, WebformElementNode>)) {
      const subValue = value[sub] ?? '';
      if (subValue === '') {
        if (subElement['#required']) errors[sub] = requiredError(subElement);
        continue;
      }
      const error = context.checkText(subElement, subValue);
      if (error) errors[sub] = error;
    }
    return errors;
  },
} satisfies ElementFamily;
