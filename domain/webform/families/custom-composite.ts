import { requiredError } from './field-errors';
import type { ElementFamily, PartErrors } from './family';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

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
