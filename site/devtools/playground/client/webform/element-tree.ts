/** A webform's elements as Drupal writes them: `#` keys are an element's properties, the others its children. */
export type Elements = Record<string, unknown>;

const isProperty = (key: string) => key.startsWith('#');

/** An element's children, in their order: its keys that are not properties. */
export function elementChildren(element: unknown): Elements {
  if (!element || typeof element !== 'object') return {};
  return Object.fromEntries(Object.entries(element).filter(([key]) => !isProperty(key)));
}

/** An element with its children replaced, its properties kept first, as Drupal exports them. */
export function withChildren(element: unknown, children: Elements): Elements {
  const properties = Object.entries((element ?? {}) as Elements).filter(([key]) => isProperty(key));
  return { ...Object.fromEntries(properties), ...children };
}

/** A copy of a map of elements with one key moved one place up or down (key order is the form's order). */
export function moveKey(elements: Elements, key: string, by: -1 | 1): Elements {
  const entries = Object.entries(elements);
  const from = entries.findIndex(([name]) => name === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= entries.length) return elements;
  const [moved] = entries.splice(from, 1);
  entries.splice(to, 0, moved!);
  return Object.fromEntries(entries);
}

/** One element of a form, wherever it stands in the tree. */
export interface FormElement {
  key: string;
  type: string;
  title: string;
}

/** Every element of a form, in the form's order, children after their parent. */
export function formElements(elements: Elements): FormElement[] {
  return Object.entries(elements).flatMap(([key, element]) => {
    const record = (element && typeof element === 'object' ? element : {}) as Elements;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return [{ key, type: text(record['#type']), title: text(record['#title']) }, ...formElements(elementChildren(record))];
  });
}
