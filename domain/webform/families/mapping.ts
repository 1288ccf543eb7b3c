import { asObject } from '../elements';
import { errorKey, type FormErrors } from '../messages';
import { requiredError } from './field-errors';
import type { ElementFamily } from './family';

/** A mapping: each source takes one of the destinations; a required mapping needs every source mapped. */
export const mapping = {
  types: ['webform_mapping'],
  shape: (element) => ({ kind: 'composite', keys: Object.keys(asObject(element['#source'])) }),
  validate: (key, element, value, required) => {
    const chosen = asObject(value) as Record<string, string>;
    const destinations = asObject(element['#destination']);
    const errors: FormErrors = {};
    for (const source of Object.keys(asObject(element['#source']))) {
      const destination = chosen[source] ?? '';
      if (destination === '') {
        if (required) errors[errorKey(key, source)] = requiredError(element);
      } else if (!Object.hasOwn(destinations, destination)) errors[errorKey(key, source)] = { key: 'webform.option.invalid' };
    }
    return errors;
  },
} satisfies ElementFamily;
