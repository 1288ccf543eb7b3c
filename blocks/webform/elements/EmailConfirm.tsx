import { useState } from 'react';
import { useT } from '@quai/engine/i18n';
import { escapeHtml, inputId, useElement } from '../form-context';
import { describedBy, Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import type { WebformElement } from '../rules/elements';
import styles from '../webform.module.css';

/**
 * Two e-mail inputs that must match. The value stays empty until both entries (trimmed) are
 * equal; while they differ, the mismatch message shows (the definition's, or the default).
 */
export function EmailConfirm({ elementKey, element }: { elementKey: string; element: WebformElement }) {
  const t = useT();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const initial = typeof value === 'string' ? value : '';
  const [first, setFirst] = useState(initial);
  const [second, setSecond] = useState(initial);
  const update = (one: string, two: string) => {
    setFirst(one);
    setSecond(two);
    const same = one.trim() === two.trim();
    setValue(same ? one.trim() : '');
    const mismatch = typeof element['#mismatch_message'] === 'string' ? element['#mismatch_message'] : t('webform.email.mismatch');
    ui.setOwnError(elementKey, !same && two !== '' ? escapeHtml(mismatch) : undefined);
  };
  const described = describedBy(id, element, errors);
  const input = (inputIdValue: string, name: string, label: string, current: string, onChange: (text: string) => void) => (
    <>
      <label htmlFor={inputIdValue} className={styles.label}>
        {label}
        <RequiredMark required={state.required} />
      </label>
      <input id={inputIdValue} name={name} type="email" autoComplete="email" className={styles.input} value={current} required={state.required} disabled={state.disabled} aria-invalid={errors.length > 0 || undefined} aria-describedby={described} onChange={(event) => onChange(event.target.value)} />
    </>
  );
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      {input(id, `${elementKey}[mail_1]`, element['#title'] ?? t('webform.email.title'), first, (text) => update(text, second))}
      {input(`${id}-confirm`, `${elementKey}[mail_2]`, typeof element['#confirm__title'] === 'string' ? element['#confirm__title'] : t('webform.email.confirm_title'), second, (text) => update(first, text))}
      <Description id={`${id}-description`} html={element['#description']} />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </FormItem>
  );
}
