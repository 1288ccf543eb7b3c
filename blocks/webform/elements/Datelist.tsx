import { useLocale, useT } from '@quai/engine/i18n';
import { inputId, useElement } from '../form-context';
import {
  datePartsFor,
  joinDatelist,
  minuteChoices,
  splitDatelist,
  yearChoices,
  type DatePart,
} from '../../../domain/webform/families/datelist';
import styles from '../webform.module.css';
import { GroupFieldset } from './GroupFieldset';
import type { DatelistElement } from '../../../schemas/generated/webform/datelist';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const two = (number: number) => String(number).padStart(2, '0');

/**
 * A date (and time) chosen part by part from native drop-down lists, in the element's order:
 * each list is labelled (Day, Month...) inside a fieldset named by the title, and posts
 * `key[part]`, so the form works without scripts.
 */
export function Datelist({ elementKey, element }: { elementKey: string; element: DatelistElement }) {
  const t = useT();
  const locale = useLocale();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const parts = splitDatelist(typeof value === 'string' ? value : '');
  const monthName = new Intl.DateTimeFormat(locale, { month: element['#date_abbreviate'] === true ? 'short' : 'long', timeZone: 'UTC' });
  const choices: Record<DatePart, Array<[string, string]>> = {
    year: yearChoices(element, ui.today).map((year) => [String(year), String(year)]),
    month: range(1, 12).map((month) => [two(month), monthName.format(new Date(Date.UTC(2000, month - 1, 1)))]),
    day: range(1, 31).map((day) => [two(day), String(day)]),
    hour: range(0, 23).map((hour) => [two(hour), two(hour)]),
    minute: minuteChoices(element).map((minute) => [two(minute), two(minute)]),
  };
  return (
    <GroupFieldset id={id} element={element} state={state} errors={errors}>
      <div className={styles.flexbox}>
        {datePartsFor(element).map((part, index) => (
          <label key={part} className={styles.dateTimePart}>
            <span>{t(`webform.datelist.${part}`)}</span>
            <select
              // The first list carries the field's id: the error summary links there.
              {...(index === 0 ? { id } : {})}
              name={`${elementKey}[${part}]`}
              className={styles.input}
              value={parts[part]}
              required={state.required}
              aria-invalid={errors.length > 0 || undefined}
              onChange={(event) => setValue(joinDatelist(element, { ...parts, [part]: event.target.value }))}
            >
              <option value="">-</option>
              {choices[part].map(([option, label]) => (
                <option key={option} value={option}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </GroupFieldset>
  );
}
