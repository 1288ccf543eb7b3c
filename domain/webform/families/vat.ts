import { asObject } from '../elements';
import type { ElementFamily, PartErrors } from './family';

/** The site's VAT number entry: complete once the check gave a result ('01' valid, '02' not checkable now). */
export const vat = {
  types: ['webform_vat'],
  takes: 'one',
  parts: () => ['country_tax_residence', 'vat_number', 'vat_number_valid'],
  isMissing: (_element, value) => !asObject(value).vat_number_valid,
  checkComposite: (_element, value): PartErrors => {
    const code = value.vat_number_valid;
    return code === '01' || code === '02' ? {} : { '': { key: 'webform.required' } };
  },
} satisfies ElementFamily;
