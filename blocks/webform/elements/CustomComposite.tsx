import { multipleLimit, type WebformElement } from '../rules/elements';
import { childParts, CompositeFields } from './CompositeFields';

/** A custom composite: the sub-elements of #element as a row of inputs; with #multiple, rows with add and remove. */
export function CustomComposite({ elementKey, element }: { elementKey: string; element: WebformElement }) {
  const parts = childParts((element['#element'] ?? {}) as Record<string, WebformElement>);
  return <CompositeFields elementKey={elementKey} element={element} partsOf={() => parts} limit={multipleLimit(element)} />;
}
