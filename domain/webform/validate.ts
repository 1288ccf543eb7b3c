import {
  emptyValueOf,
  holdsValue,
  indexElements,
  isEmptyValue,
  isListValued,
  multipleLimit,
  type ElementMap,
  type FieldValue,
  type FormValues,
} from './elements';
import { resolveForm, type ResolvedForm } from './form-state';
import { errorKey, type FieldError, type FormErrors } from './messages';
import { dateLimit, numberLimit, timeLimit } from './limits';
import { validateStructured } from './structured-rules';
import { keepShownParts, PART_COMPOSITE_TYPES } from './composite-parts';
import { hasOption } from './options';
import { isMissingDrupalValue, validateDrupalText, validateLikert } from './drupal-element-rules';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/**
 * The validation rules of webform fields, pure, run by the browser at submit and again by the
 * server on what it receives. Custom checks (files known to the server, VAT checked again)
 * come in through the context.
 */
export interface ValidationContext {
  /** The current day in Europe/Paris, YYYY-MM-DD: what 'today' means in date limits. */
  today: string;
  /** The allowed values of an autocomplete, when they come from elsewhere than the element. */
  autocompleteItems?: (key: string, element: WebformElementNode) => readonly string[] | undefined;
  /** Extra checks merged with the rules (the server checks file ids, for example). */
  custom?: (key: string, element: WebformElementNode, value: FieldValue) => FormErrors;
}

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
 * are empty, input masks and lists of allowed values are applied before any rule runs.
 */
export function normaliseValues(elements: ElementMap, typed: FormValues, context: ValidationContext): FormValues {
  const values: FormValues = {};
  for (const { key, element } of indexElements(elements)) {
    if (!holdsValue(element)) continue;
    const value = typed[key];
    values[key] = value === undefined ? emptyValueOf(element) : normaliseValue(key, element, value, context);
  }
  return values;
}

function normaliseValue(key: string, element: WebformElementNode, value: FieldValue, context: ValidationContext): FieldValue {
  const each = (item: string) => {
    let result = applyInputMask(element, item);
    if (element['#type'] === 'webform_autocomplete' && result !== '') {
      const allowed = autocompleteItems(key, element, context);
      // Only listed values are accepted; anything else becomes empty.
      if (allowed && !allowed.includes(result)) result = '';
    }
    return result;
  };
  if (typeof value === 'string') return each(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return (value as string[]).map(each);
  if (PART_COMPOSITE_TYPES.has(element['#type'])) return keepShownParts(element, value);
  return value;
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

function autocompleteItems(key: string, element: WebformElementNode, context: ValidationContext): readonly string[] | undefined {
  const items = element['#autocomplete_items'];
  if (Array.isArray(items)) return items.map(String);
  if (items && typeof items === 'object') return Object.keys(items);
  return context.autocompleteItems?.(key, element);
}

/** One field's rule: required first, then the rule of its type on each of its values. */
export function validateField(
  key: string,
  element: WebformElementNode,
  value: FieldValue,
  required: boolean,
  context: ValidationContext,
): FormErrors {
  const structured = validateStructured(key, element, value, required, context);
  if (structured) return structured;
  if (isMissing(element, value)) {
    return required ? { [key]: requiredError(element) } : {};
  }
  if (isListValued(element)) {
    const items = Array.isArray(value) ? value : [value];
    const limit = multipleLimit(element);
    if (typeof limit === 'number' && items.length > limit) return { [key]: { key: 'webform.multiple.max', values: { max: limit } } };
    const errors: FormErrors = {};
    items.forEach((item, position) => {
      if (isEmptyValue(item)) return;
      for (const [sub, error] of Object.entries(validateSingle(element, item, context))) {
        errors[items.length > 1 ? errorKey(key, position, ...(sub ? [sub] : [])) : errorKey(key, ...(sub ? [sub] : []))] = error;
      }
    });
    return errors;
  }
  return Object.fromEntries(
    Object.entries(validateSingle(element, value, context)).map(([sub, error]) => [sub ? errorKey(key, sub) : key, error]),
  );
}

/** A checkbox counts as missing when unticked; a rating of 0 is no rating. */
function isMissing(element: WebformElementNode, value: FieldValue): boolean {
  switch (element['#type']) {
    case 'checkbox':
    case 'webform_terms_of_service':
      return value !== '1';
    case 'webform_rating':
      return value === '' || value === '0';
    case 'webform_telephone':
      return typeof value !== 'object' || Array.isArray(value) || !value.phone;
    case 'webform_vat':
      // The VAT composite is complete once the check gave a result.
      return typeof value !== 'object' || Array.isArray(value) || !value.vat_number_valid;
    default:
      return isMissingDrupalValue(element, value) ?? isEmptyValue(value);
  }
}

export function requiredError(element: WebformElementNode): FieldError {
  const custom = element['#required_error'];
  return typeof custom === 'string' && custom ? { text: custom } : { key: 'webform.required' };
}

/** Errors of one value, keyed by sub-field ('' for the field itself). */
type SingleErrors = Record<string, FieldError>;

function validateSingle(element: WebformElementNode, value: FieldValue, context: ValidationContext): SingleErrors {
  if (typeof value !== 'string') return validateComposite(element, value, context);
  const error = validateText(element, value, context);
  return error ? { '': error } : {};
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What an upload answers as the file's id: letters, digits, dots, dashes, underscores. */
export const UPLOAD_TOKEN = /^[\w.-]{1,100}$/;
const TELEPHONE = /^\+?[0-9 ().-]{2,}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

export function validateText(element: WebformElementNode, value: string, context: ValidationContext): FieldError | undefined {
  const maxlength = element['#maxlength'];
  if (typeof maxlength === 'number' && [...value].length > maxlength) return { key: 'webform.maxlength', values: { max: maxlength } };
  const pattern = element['#pattern'];
  if (typeof pattern === 'string' && !fullMatch(pattern, value)) {
    const custom = element['#pattern_error'];
    return typeof custom === 'string' ? { text: custom } : { key: 'webform.pattern' };
  }
  switch (element['#type']) {
    case 'email':
    case 'webform_email_confirm':
      return EMAIL.test(value) ? undefined : { key: 'webform.email.invalid' };
    case 'url':
      return isWebUrl(value) ? undefined : { key: 'webform.url.invalid' };
    case 'tel':
      return TELEPHONE.test(value) ? undefined : { key: 'webform.tel.invalid' };
    case 'number':
    case 'range':
      return validateNumber(element, value);
    case 'webform_rating':
      return validateRating(element, value);
    case 'date':
      return validateDate(element, value, context);
    case 'datetime':
      return validateDateTime(element, value, context);
    case 'webform_time':
      return TIME.test(value) ? timeLimits(element, value.slice(0, 5)) : { key: 'webform.time.invalid' };
    case 'select':
    case 'radios':
    case 'checkboxes':
    case 'webform_buttons':
      return hasOption(element['#options'], value) ? undefined : { key: 'webform.option.invalid' };
    case 'managed_file':
    case 'webform_document_file':
    case 'webform_image_file':
    case 'webform_audio_file':
    case 'webform_video_file':
      // The value is the token an upload answered; the server checks its signature and owner.
      return UPLOAD_TOKEN.test(value) ? undefined : { key: 'webform.file_upload_failed', values: { name: value.slice(0, 40) } };
    default:
      return validateDrupalText(element, value, context);
  }
}

function fullMatch(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function validateNumber(element: WebformElementNode, value: string): FieldError | undefined {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return { key: 'webform.number.invalid' };
  const min = numberLimit(element['#min']);
  const max = numberLimit(element['#max']);
  if (min !== undefined && number < min) return { key: 'webform.number.min', values: { min } };
  if (max !== undefined && number > max) return { key: 'webform.number.max', values: { max } };
  return undefined;
}

/** Star rating: a whole number of stars from #min (0) to #max (5 by default). */
export const DEFAULT_RATING_MAX = 5;

function validateRating(element: WebformElementNode, value: string): FieldError | undefined {
  const max = typeof element['#max'] === 'number' ? element['#max'] : DEFAULT_RATING_MAX;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= max ? undefined : { key: 'webform.rating.invalid', values: { max } };
}

export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function validateDate(element: WebformElementNode, value: string, context: ValidationContext): FieldError | undefined {
  if (!isCalendarDate(value)) return { key: 'webform.date.invalid' };
  return dateLimits(element, value, context);
}

export function dateLimits(element: WebformElementNode, date: string, context: ValidationContext): FieldError | undefined {
  const min = dateLimit(element['#date_date_min'] ?? element['#min'], context.today);
  const max = dateLimit(element['#date_date_max'] ?? element['#max'], context.today);
  // ISO dates compare as strings.
  if (min && date < min) return { key: 'webform.date.min', values: { date: min } };
  if (max && date > max) return { key: 'webform.date.max', values: { date: max } };
  return undefined;
}

function timeLimits(element: WebformElementNode, time: string): FieldError | undefined {
  const min = timeLimit(element['#date_time_min'] ?? element['#min']);
  const max = timeLimit(element['#date_time_max'] ?? element['#max']);
  // HH:MM times compare as strings.
  if (min && time < min) return { key: 'webform.time.min', values: { time: min } };
  if (max && time > max) return { key: 'webform.time.max', values: { time: max } };
  return undefined;
}

/** A year 19xx or 20xx, a month, a day, an hour and a minute; seconds are optional. */
const DATE_TIME = /^((?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;

function validateDateTime(element: WebformElementNode, value: string, context: ValidationContext): FieldError | undefined {
  const match = DATE_TIME.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return { key: 'webform.datetime.invalid' };
  return dateLimits(element, match[1]!, context);
}

/** Digits only, at most 20. */
const PHONE_EXTENSION = /^\d{0,20}$/;

function validateComposite(element: WebformElementNode, value: FieldValue, context: ValidationContext): SingleErrors {
  if (Array.isArray(value)) return { '': { key: 'webform.invalid' } };
  const composite = value as Record<string, string>;
  switch (element['#type']) {
    case 'webform_telephone': {
      const errors: SingleErrors = {};
      if (composite.phone && !TELEPHONE.test(composite.phone)) errors.phone = { key: 'webform.tel.invalid' };
      if (composite.ext && !PHONE_EXTENSION.test(composite.ext)) errors.ext = { key: 'webform.telephone.ext' };
      return errors;
    }
    case 'webform_vat': {
      const code = composite.vat_number_valid;
      return code === '01' || code === '02' ? {} : { '': { key: 'webform.required' } };
    }
    case 'webform_custom_composite': {
      const errors: SingleErrors = {};
      for (const [sub, subElement] of Object.entries((element['#element'] ?? {}) as Record<string, WebformElementNode>)) {
        const subValue = composite[sub] ?? '';
        if (subValue === '') {
          if (subElement['#required']) errors[sub] = requiredError(subElement);
          continue;
        }
        const error = validateText(subElement, subValue, context);
        if (error) errors[sub] = error;
      }
      return errors;
    }
    case 'webform_likert':
      return validateLikert(element, composite);
    default:
      return {};
  }
}
