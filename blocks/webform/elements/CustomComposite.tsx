import { useT } from '@quai/engine/i18n';
import { inputId, useElement } from '../form-context';
import { Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import { multipleLimit, type WebformElement } from '../rules/elements';
import styles from '../webform.module.css';

type Row = Record<string, string>;

/**
 * A custom composite: the sub-elements of #element as a row of inputs; with #multiple, a table
 * of rows with add and remove, starting with one empty row or the default.
 */
export function CustomComposite({ elementKey, element }: { elementKey: string; element: WebformElement }) {
  const t = useT();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const subElements = Object.entries((element['#element'] ?? {}) as Record<string, WebformElement>);
  const limit = multipleLimit(element);
  const rows: Row[] = Array.isArray(value) && value.length ? (value as Row[]) : value && typeof value === 'object' && !Array.isArray(value) ? [value as Row] : [{}];
  const save = (next: Row[]) => setValue(limit === 1 ? (next[0] ?? {}) : next);
  const id = inputId(ui.formId, elementKey);
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <fieldset className={styles.fieldset} disabled={state.disabled} id={`${id}-group`}>
        <legend className={styles.legend}>
          {element['#title']}
          <RequiredMark required={state.required} />
        </legend>
        {rows.map((row, index) => (
          <div key={index} className={styles.flexbox}>
            {subElements.map(([sub, subElement], position) => {
              // The first input carries the field's id: the error summary links there.
              const subId = index === 0 && position === 0 ? id : `${id}-${index}-${sub}`;
              return (
                <div key={sub} className={styles.item}>
                  <label htmlFor={subId} className={styles.label}>
                    {subElement['#title'] ?? sub}
                    <RequiredMark required={subElement['#required'] === true} />
                  </label>
                  <input id={subId} name={limit === 1 ? `${elementKey}[${sub}]` : `${elementKey}[${index}][${sub}]`} className={styles.input} type={subElement['#type'] === 'number' ? 'number' : subElement['#type'] === 'email' ? 'email' : 'text'} value={row[sub] ?? ''} required={subElement['#required'] === true} onChange={(event) => save(rows.map((old, at) => (at === index ? { ...old, [sub]: event.target.value } : old)))} />
                </div>
              );
            })}
            {limit !== 1 && rows.length > 1 && (
              <button type="button" className={`${styles.secondaryButton} ${styles.scriptsOnly}`} onClick={() => save(rows.filter((_, at) => at !== index))}>
                {t('webform.multiple.remove', { title: element['#title'] ?? '', position: index + 1 })}
              </button>
            )}
          </div>
        ))}
        {limit !== 1 && (limit === 'unlimited' || rows.length < limit) && (
          <button type="button" className={`${styles.secondaryButton} ${styles.scriptsOnly}`} onClick={() => save([...rows, {}])}>
            {t('webform.multiple.add')}
          </button>
        )}
        <Description id={`${id}-description`} html={element['#description']} />
        <FieldErrors id={`${id}-error`} errors={errors} />
      </fieldset>
    </FormItem>
  );
}
