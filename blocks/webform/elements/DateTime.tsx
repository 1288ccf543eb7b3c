import { useT } from '@quai/engine/i18n';
import { WrittenDateInput } from '../../_ui/written-date/WrittenDateInput';
import { inputId, useElement } from '../form-context';
import { describedBy, Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import styles from '../webform.module.css';
import type { DatetimeElement } from '../../../schemas/generated/webform/datetime';

/**
 * A date and a time field, written as the page's language writes them; the value is
 * 'YYYY-MM-DDTHH:MM', a part not understood (or empty) left as typed for the composite rule.
 */
export function DateTime({ elementKey, element }: { elementKey: string; element: DatetimeElement }) {
  const t = useT();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const [date = '', time = ''] = (typeof value === 'string' ? value : '').split('T');
  const change = (nextDate: string, nextTime: string) => setValue(nextDate || nextTime ? `${nextDate}T${nextTime}` : '');
  const described = describedBy(id, element, errors);
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <fieldset className={styles.group} disabled={state.disabled}>
        <legend className={styles.label}>
          {element['#title']}
          <RequiredMark required={state.required} />
        </legend>
        <div className={styles.flexbox}>
          <div className={styles.dateTimePart}>
            <label htmlFor={id}>{t('webform.datetime.date')}</label>
            <WrittenDateInput
              kind="day"
              id={id}
              name={`${elementKey}[date]`}
              className={styles.input}
              value={date}
              required={state.required}
              aria-invalid={errors.length > 0 || undefined}
              aria-describedby={described}
              onValueChange={(typed) => change(typed, time)}
            />
          </div>
          <div className={styles.dateTimePart}>
            <label htmlFor={`${id}-time`}>{t('webform.datetime.time')}</label>
            <WrittenDateInput
              kind="time"
              id={`${id}-time`}
              name={`${elementKey}[time]`}
              className={styles.input}
              value={time}
              required={state.required}
              aria-describedby={described}
              onValueChange={(typed) => change(date, typed)}
            />
          </div>
        </div>
        <Description id={`${id}-description`} html={element['#description']} />
        <FieldErrors id={`${id}-error`} errors={errors} />
      </fieldset>
    </FormItem>
  );
}
