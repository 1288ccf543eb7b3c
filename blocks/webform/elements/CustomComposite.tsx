import { valueLimit } from '../../../domain/webform/value-shapes';
import { childParts, CompositeFields } from './CompositeFields';
import type { WebformCustomCompositeElement } from '../../../schemas/generated/webform/webform_custom_composite';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/** A custom composite: the sub-elements of #element as a row of inputs; with #multiple, rows with add and remove. */
export function CustomComposite({ elementKey, element }: { elementKey: string; element: WebformCustomCompositeElement }) {
  const parts = childParts((element['#element'] ?? {}) as Record<string, WebformElementNode>);
  return <CompositeFields elementKey={elementKey} element={element} partsOf={() => parts} limit={valueLimit(element)} />;
}
