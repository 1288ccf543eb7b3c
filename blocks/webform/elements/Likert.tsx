import { useT } from '@quai/engine/i18n';
import { inputId, useElement } from '../form-context';
import { likertQuestions, naValue } from '../../../domain/webform/families/likert';
import { flatOptions } from '../../../domain/webform/options';
import { GroupFieldset } from './GroupFieldset';
import choiceStyles from './choices.module.css';
import type { WebformLikertElement } from '../../../schemas/generated/webform/webform_likert';

/**
 * Questions answered on one scale, as a list: a radio group per question (`key[question]`),
 * named by its question, each radio labelled by its answer, so a screen reader hears both. On
 * wide screens the answers line up in columns, as Drupal's table does.
 */
export function Likert({ elementKey, element }: { elementKey: string; element: WebformLikertElement }) {
  const t = useT();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const answers = flatOptions(element['#answers']);
  if (element['#na_answer'] === true)
    answers.push([naValue(element), typeof element['#na_answer_text'] === 'string' ? element['#na_answer_text'] : t('webform.likert.na')]);
  const questions = (element['#questions'] ?? {}) as Record<string, string>;
  const chosen = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  const answer = (question: string, choice: string) =>
    setValue({ ...Object.fromEntries(likertQuestions(element).map((key) => [key, chosen[key] ?? ''])), [question]: choice });
  return (
    <GroupFieldset id={id} element={element} state={state} errors={errors}>
      {likertQuestions(element).map((question, row) => (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a question's radios are one radio group, which can say it is required; the fieldset keeps its legend as the group's name.
        <fieldset key={question} className={choiceStyles.likertQuestion} role="radiogroup" aria-required={state.required || undefined}>
          <legend className={choiceStyles.likertLegend}>{questions[question]}</legend>
          <div className={choiceStyles.likertAnswers}>
            {answers.map(([option, label], column) => (
              <label key={option} className={choiceStyles.likertChoice}>
                <input
                  // The first radio carries the field's id: the error summary links there.
                  {...(row === 0 && column === 0 ? { id } : {})}
                  type="radio"
                  name={`${elementKey}[${question}]`}
                  value={option}
                  checked={chosen[question] === option}
                  required={state.required && column === 0}
                  aria-invalid={(errors.length > 0 && !chosen[question]) || undefined}
                  onChange={() => answer(question, option)}
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </GroupFieldset>
  );
}
