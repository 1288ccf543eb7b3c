import { useT } from '@quai/engine/i18n';
import { inputId, useElement } from '../form-context';
import { describedBy, Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import styles from '../webform.module.css';
import type { DatetimeElement } from '../../../schemas/generated/webform/datetime';

/** A date and a time input; the value is 'YYYY-MM-DDTHH:MM', empty parts left as typed for the composite rule. */
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
          <label className={styles.dateTimePart}>
            <span>{t('webform.datetime.date')}</span>
            <input
              id={id}
              type="date"
              name={`${elementKey}[date]`}
              className={styles.input}
              value={date}
              required={state.required}
              aria-invalid={errors.length > 0 || undefined}
              aria-describedby={described}
              onChange={(event) => change(event.target.value, time)}
            />
          </label>
          <label className={styles.dateTimePart}>
            <span>{t('webform.datetime.time')}</span>
            <input
              type="time"
              name={`${elementKey}[time]`}
              className={styles.input}
              value={time}
              required={state.required}
              aria-describedby={described}
              onChange={(event) => change(date, event.target.value)}
            />
          </label>
        </div>
        <Description id={`${id}-description`} html={element['#description']} />
        <FieldErrors id={`${id}-error`} errors={errors} />
      </fieldset>
    </FormItem>
  );
}
