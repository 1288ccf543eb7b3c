import { holdsValue, indexElements, isEmptyValue, type ElementMap, type FieldValue, type FormValues } from './elements';
import { familyFor } from './families';
import type { PartErrors, RuleContext, ValidationContext } from './families/family';
import { requiredError, under } from './families/field-errors';
import { resolveForm, type ResolvedForm } from './form-state';
import { errorKey, type FieldError, type FormErrors } from './messages';
import { emptyValueFor, isListValued, valueLimit } from './value-shapes';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

export type { ValidationContext } from './families/family';

/**
 * The validation rules of webform fields, pure, run by the browser at submit and again by the
 * server on what it receives. What is common to every field is here (states, required, how many
 * values, `#maxlength`, `#pattern`, input masks); what a type checks of its value is in its
 * family (families/), found by its `#type`.
 */

export interface FormValidation {
  /** What is submitted: hidden and #access:false fields empty, values normalised. */
  values: FormValues;
  errors: FormErrors;
  resolved: ResolvedForm;
}

/** Validates a whole form: states first, then each shown field's rule merged with the custom check. */
export function validateForm(elements: ElementMap, typed: FormValues, context: ValidationContext): FormValidation {
  const normalised = normaliseValues(elements, typed, context);
  const resolved = resolveForm(elements, normalised);
  const errors: FormErrors = {};
  for (const { key, element } of resolved.elements) {
    const state = resolved.states.get(key)!;
    if (!state.visible || state.disabled || !holdsValue(element)) continue;
    const value = resolved.values[key]!;
    Object.assign(errors, validateField(key, element, value, state.required, context), context.custom?.(key, element, value));
  }
  return { values: resolved.values, errors, resolved };
}

/**
 * One value per field of the form and nothing else: unknown keys are dropped, missing fields
 * are empty, input masks and the families' cleaning (an autocomplete's allowed values, the
 * parts a composite shows) are applied before any rule runs.
 */
export function normaliseValues(elements: ElementMap, typed: FormValues, context: ValidationContext): FormValues {
  const values: FormValues = {};
  for (const { key, element } of indexElements(elements)) {
    if (!holdsValue(element)) continue;
    const value = typed[key];
    values[key] = value === undefined ? emptyValueFor(element) : normaliseValue(key, element, value, context);
  }
  return values;
}

function normaliseValue(key: string, element: WebformElementNode, value: FieldValue, context: ValidationContext): FieldValue {
  const mask = (item: string) => applyInputMask(element, item);
  const masked =
    typeof value === 'string'
      ? mask(value)
      : Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? (value as string[]).map(mask)
        : value;
  const { normalise } = familyFor(element);
  return normalise ? normalise(key, element, masked, context) : masked;
}

/**
 * The casing masks: Drupal writes them `'casing': 'upper'` (its mask list stores the
 * Inputmask option as written); hand-written definitions may say `upper` or `lower` alone.
 */
const CASING_MASK = /^\s*(?:'casing'\s*:\s*'(upper|lower)'|(upper|lower))\s*$/;

export function applyInputMask(element: WebformElementNode, value: string): string {
  const mask = element['#input_mask'];
  const casing = typeof mask === 'string' ? CASING_MASK.exec(mask) : null;
  const wanted = casing?.[1] ?? casing?.[2];
  if (wanted === 'upper') return value.toUpperCase();
  if (wanted === 'lower') return value.toLowerCase();
  return value;
}

/**
 * One field's rule: its family's own whole rule when it has one; else required first, then the
 * family's rule on each of its values.
 */
export function validateField(
  key: string,
  element: WebformElementNode,
  value: FieldValue,
  required: boolean,
  context: ValidationContext,
): FormErrors {
  const family = familyFor(element);
  const rules = withTextRule(context);
  if (family.validate) return family.validate(key, element, value, required, rules);
  if (family.isMissing ? family.isMissing(element, value) : isEmptyValue(value)) {
    return required ? { [key]: requiredError(element) } : {};
  }
  if (!isListValued(element)) return under(key, validateOne(element, value, rules));
  const items = Array.isArray(value) ? value : [value];
  const limit = valueLimit(element);
  if (typeof limit === 'number' && items.length > limit) return { [key]: { key: 'webform.multiple.max', values: { max: limit } } };
  const errors: FormErrors = {};
  items.forEach((item, position) => {
    if (isEmptyValue(item)) return;
    for (const [sub, error] of Object.entries(validateOne(element, item, rules))) {
      errors[items.length > 1 ? errorKey(key, position, ...(sub ? [sub] : [])) : errorKey(key, ...(sub ? [sub] : []))] = error;
    }
  });
  return errors;
}

/** The errors of one value, keyed by part ('' for the value itself). */
function validateOne(element: WebformElementNode, value: FieldValue, context: RuleContext): PartErrors {
  if (typeof value === 'string') {
    const error = context.checkText(element, value);
    return error ? { '': error } : {};
  }
  if (Array.isArray(value)) return { '': { key: 'webform.invalid' } };
  return familyFor(element).checkComposite?.(element, value, context) ?? {};
}

/** The rule of one text value of any element: `#maxlength`, `#pattern`, then its family's. */
function validateText(element: WebformElementNode, value: string, context: RuleContext): FieldError | undefined {
  const maxlength = element['#maxlength'];
  if (typeof maxlength === 'number' && [...value].length > maxlength) return { key: 'webform.maxlength', values: { max: maxlength } };
  const pattern = element['#pattern'];
  if (typeof pattern === 'string' && !fullMatch(pattern, value)) {
    const custom = element['#pattern_error'];
    return typeof custom === 'string' ? { text: custom } : { key: 'webform.pattern' };
  }
  return familyFor(element).checkText?.(element, value, context);
}

/** The context the families' rules get: the text rule comes with it, for the parts and rows they hold. */
function withTextRule(context: ValidationContext): RuleContext {
  const rules: RuleContext = { ...context, checkText: (element, value) => validateText(element, value, rules) };
  return rules;
}

function fullMatch(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}
