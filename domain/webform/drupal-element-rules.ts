import { isCompleteDatelist, yearBounds } from './datelist';
import type { FieldValue } from './elements';
import type { FieldError } from './messages';
import { hasOption } from './options';
import { dateLimits, isCalendarDate, type ValidationContext } from './validate';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/**
 * The rules of the Drupal element types rendered with the option sets (datelist, likert,
 * toggles, image select, language select...), called by validate.ts where its own rules end.
 */

/** Whether a value counts as missing, for the types whose "missing" is not an empty value; undefined for the others. */
export function isMissingDrupalValue(element: WebformElementNode, value: FieldValue): boolean | undefined {
  switch (element['#type']) {
    case 'webform_toggle':
      // Off stores '0': a required switch must be on.
      return value !== '1';
    case 'webform_likert':
      // Required means every question answered.
      return typeof value !== 'object' || Array.isArray(value) || likertQuestions(element).some((question) => !value[question]);
    default:
      return undefined;
  }
}

/** The rule of one text value of these types; undefined when the value passes or the type is not one of them. */
export function validateDrupalText(element: WebformElementNode, value: string, context: ValidationContext): FieldError | undefined {
  switch (element['#type']) {
    case 'webform_toggles':
    case 'language_select':
      return hasOption(element['#options'], value) ? undefined : { key: 'webform.option.invalid' };
    case 'webform_image_select':
      return Object.hasOwn(imagesOf(element), value) ? undefined : { key: 'webform.option.invalid' };
    case 'datelist':
      return validateDatelist(element, value, context);
    case 'webform_scale': {
      const [min, max] = scaleRange(element);
      const number = Number(value);
      return /^-?\d+$/.test(value) && number >= min && number <= max ? undefined : { key: 'webform.option.invalid' };
    }
    case 'webform_variant':
      // The server sets the value itself; what is posted is never read.
      return undefined;
    default:
      return undefined;
  }
}

/** A scale's first and last numbers: #min (1) to #max (5), as Drupal's defaults. */
export function scaleRange(element: WebformElementNode): [number, number] {
  const min = typeof element['#min'] === 'number' ? element['#min'] : 1;
  const max = typeof element['#max'] === 'number' ? element['#max'] : 5;
  return [min, max];
}

/** A likert's answers: each answered question must have one of the answers (or "not applicable" when offered). */
export function validateLikert(element: WebformElementNode, answers: Record<string, string>): Record<string, FieldError> {
  const allowed = likertAnswerValues(element);
  const errors: Record<string, FieldError> = {};
  for (const question of likertQuestions(element)) {
    const answer = answers[question] ?? '';
    if (answer !== '' && !allowed.includes(answer)) errors[question] = { key: 'webform.option.invalid' };
  }
  return errors;
}

export function likertQuestions(element: WebformElementNode): string[] {
  const questions = element['#questions'];
  return questions && typeof questions === 'object' ? Object.keys(questions) : [];
}

/** Drupal's value of the "not applicable" answer when #na_answer_value is not given. */
const DEFAULT_NA_VALUE = 'N/A';

function likertAnswerValues(element: WebformElementNode): string[] {
  const answers = element['#answers'];
  const values = answers && typeof answers === 'object' ? Object.keys(answers) : [];
  return element['#na_answer'] === true ? [...values, naValue(element)] : values;
}

export function naValue(element: WebformElementNode): string {
  return typeof element['#na_answer_value'] === 'string' && element['#na_answer_value'] ? element['#na_answer_value'] : DEFAULT_NA_VALUE;
}

export interface ImageChoice {
  text?: string;
  src: string;
}

export function imagesOf(element: WebformElementNode): Record<string, ImageChoice> {
  const images = element['#images'];
  return images && typeof images === 'object' ? (images as Record<string, ImageChoice>) : {};
}

function validateDatelist(element: WebformElementNode, value: string, context: ValidationContext): FieldError | undefined {
  if (!isCompleteDatelist(element, value)) return { key: 'webform.datetime.invalid' };
  const date = value.slice(0, 10);
  if (!isCalendarDate(date)) return { key: 'webform.date.invalid' };
  const { min, max } = yearBounds(element, context.today);
  const year = Number(date.slice(0, 4));
  if (year < min || year > max) return { key: 'webform.datelist.year_range', values: { min, max } };
  return dateLimits(element, date, context);
}
