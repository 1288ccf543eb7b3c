import type { ElementFamily, PartErrors } from './family';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/** A likert: its value is its answer to each question; required means every question answered. */

export function likertQuestions(element: WebformElementNode): string[] {
  const questions = element['#questions'];
  return questions && typeof questions === 'object' ? Object.keys(questions) : [];
}

/** Drupal's value of the "not applicable" answer when #na_answer_value is not given. */
const DEFAULT_NA_VALUE = 'N/A';

export function naValue(element: WebformElementNode): string {
  return typeof element['#na_answer_value'] === 'string' && element['#na_answer_value'] ? element['#na_answer_value'] : DEFAULT_NA_VALUE;
}

function likertAnswerValues(element: WebformElementNode): string[] {
  const answers = element['#answers'];
  const values = answers && typeof answers === 'object' ? Object.keys(answers) : [];
  return element['#na_answer'] === true ? [...values, naValue(element)] : values;
}

export const likert = {
  types: ['webform_likert'],
  takes: 'one',
  parts: likertQuestions,
  isMissing: (element, value) =>
    typeof value !== 'object' || Array.isArray(value) || likertQuestions(element).some((question) => !value[question]),
  // Each answered question must have one of the answers (or "not applicable" when offered).
  checkComposite: (element, answers) => {
    const allowed = likertAnswerValues(element);
    const errors: PartErrors = {};
    for (const question of likertQuestions(element)) {
      const answer = answers[question] ?? '';
      if (answer !== '' && !allowed.includes(answer)) errors[question] = { key: 'webform.option.invalid' };
    }
    return errors;
  },
} satisfies ElementFamily;
