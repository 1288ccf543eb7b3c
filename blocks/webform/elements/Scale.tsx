import { inputId, useElement } from '../form-context';
import { GroupFieldset } from './GroupFieldset';
import { scaleRange } from '../../../domain/webform/families/numbers';
import styles from '../webform.module.css';
import type { WebformScaleElement } from '../../../schemas/generated/webform/webform_scale';

/**
 * Drupal's scale: a row of radio buttons numbered #min to #max, between #min_text and #max_text.
 * The texts name the ends for screen readers too: the first and last buttons' labels carry them.
 */
export function Scale({ elementKey, element }: { elementKey: string; element: WebformScaleElement }) {
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const [min, max] = scaleRange(element);
  const numbers = Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => String(min + index));
  const ends: Record<string, string | undefined> = { [String(min)]: element['#min_text'], [String(max)]: element['#max_text'] };
  return (
    <GroupFieldset id={id} element={element} state={state} errors={errors}>
      <div className={styles.scale}>
        {element['#min_text'] && (
          <span className={styles.scaleText} aria-hidden="true">
            {element['#min_text']}
          </span>
        )}
        {numbers.map((number, index) => (
          <label key={number} className={styles.scaleChoice}>
            <input
              {...(index === 0 ? { id } : {})}
              type="radio"
              name={elementKey}
              value={number}
              checked={value === number}
              required={state.required && index === 0}
              onChange={() => setValue(number)}
            />
            <span>{number}</span>
            {ends[number] && <span className={styles.visuallyHidden}>{` (${ends[number]})`}</span>}
          </label>
        ))}
        {element['#max_text'] && (
          <span className={styles.scaleText} aria-hidden="true">
            {element['#max_text']}
          </span>
        )}
      </div>
    </GroupFieldset>
  );
}
