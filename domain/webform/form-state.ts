import { holdsValue, indexElements, type ElementMap, type FieldValue, type FormValues, type IndexedElement } from './elements';
import { familyFor } from './families';
import { createFieldReader, evaluateStates } from './states';
import { emptyValueFor } from './value-shapes';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/** Where an element stands once its #states, its ancestors' and #access are applied. */
export interface ResolvedElement {
  visible: boolean;
  disabled: boolean;
  readonly: boolean;
  required: boolean;
  checked?: boolean;
  collapsed?: boolean;
}

export interface ResolvedForm {
  elements: IndexedElement[];
  states: Map<string, ResolvedElement>;
  /**
   * The values the form submits: hidden elements are empty (unless `#states_clear` is false),
   * `checked` states tick their checkbox. The values typed are kept by the caller, so an
   * element shown again gets its value back.
   */
  values: FormValues;
}

/**
 * Applies every element's #states to the values, repeatedly, until clearing hidden elements
 * changes nothing more (a field hidden by a value that is itself hidden is hidden too).
 */
export function resolveForm(elements: ElementMap, typed: FormValues): ResolvedForm {
  const index = indexElements(elements);
  const byKey = new Map(index.map((item) => [item.key, item.element]));
  let values = typed;
  let states = new Map<string, ResolvedElement>();
  for (let round = 0; round <= index.length; round++) {
    states = resolveStates(index, byKey, values);
    const next = applyStates(index, states, typed);
    if (sameValues(next, values)) break;
    values = next;
  }
  return { elements: index, states, values };
}

function resolveStates(
  index: IndexedElement[],
  byKey: ReadonlyMap<string, WebformElementNode>,
  values: FormValues,
): Map<string, ResolvedElement> {
  const read = createFieldReader(byKey, values);
  const resolved = new Map<string, ResolvedElement>();
  for (const { key, element, parents } of index) {
    const own = evaluateStates(element['#states'] as Record<string, unknown> | undefined, read);
    const parent = parents.length ? resolved.get(parents.at(-1)!) : undefined;
    const visible = element['#access'] !== false && own.visible !== false && (parent?.visible ?? true);
    resolved.set(key, {
      visible,
      disabled: own.disabled ?? (element['#disabled'] === true || (parent?.disabled ?? false)),
      readonly: own.readonly ?? (element['#readonly'] === true || (parent?.readonly ?? false)),
      // A required element inside a hidden container is required only while it shows.
      required: visible && (own.required ?? element['#required'] === true),
      ...(own.checked !== undefined && { checked: own.checked }),
      ...(own.collapsed !== undefined && { collapsed: own.collapsed }),
    });
  }
  return resolved;
}

/** `#states_clear: false` on an element or a container keeps the values inside it. */
function keepsValueWhenHidden(item: IndexedElement, byKey: ReadonlyMap<string, IndexedElement>): boolean {
  if (item.element['#states_clear'] === false) return true;
  return item.parents.some((parent) => byKey.get(parent)?.element['#states_clear'] === false);
}

function applyStates(index: IndexedElement[], states: Map<string, ResolvedElement>, typed: FormValues): FormValues {
  const byKey = new Map(index.map((item) => [item.key, item]));
  const values: FormValues = { ...typed };
  for (const item of index) {
    if (!holdsValue(item.element)) continue;
    const state = states.get(item.key)!;
    if (!state.visible && (item.element['#access'] === false || !keepsValueWhenHidden(item, byKey))) {
      values[item.key] = emptyValueFor(item.element);
    } else if (state.checked !== undefined && familyFor(item.element).checkable) {
      values[item.key] = state.checked ? '1' : '0';
    }
  }
  return values;
}

function sameValues(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameValue(a[key], b[key])) return false;
  return true;
}

function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
