import { fixedValueFor } from '../../domain/webform/defaults';
import { holdsValue } from '../../domain/webform/elements';
import { inputId } from './form-context';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/**
 * The DOM id of the form's first field that shows whatever the visitor does (where "back" from
 * a confirmation leads): not hidden, not set by the form itself, not subject to `#states`.
 */
export function firstFieldId(formId: string, elements: ReadonlyMap<string, WebformElementNode>): string | undefined {
  for (const [key, element] of elements) {
    if (
      holdsValue(element) &&
      element['#access'] !== false &&
      element['#type'] !== 'hidden' &&
      fixedValueFor(element) === undefined &&
      !element['#states']
    )
      return inputId(formId, key);
  }
  return undefined;
}
