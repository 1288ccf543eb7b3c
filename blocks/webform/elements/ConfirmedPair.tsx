import { useState } from 'react';
import { useT } from '@quai/engine/i18n';
import { escapeHtml, inputId, useElement } from '../form-context';
import { describedBy, Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import styles from '../webform.module.css';
import type { KnownWebformElementNodeFor } from '../../../schemas/generated/webform/element';

/** What differs between the two confirmed pairs: an e-mail address, a password. */
const PAIRS = {
  webform_email_confirm: {
    input: 'email',
    autoComplete: 'email',
    names: ['mail_1', 'mail_2'],
    firstTitle: '#mail_1__title',
    secondTitle: '#confirm__title',
    titleKey: 'webform.email.title',
    confirmKey: 'webform.email.confirm_title',
    mismatchKey: 'webform.email.mismatch',
    trim: true,
  },
  password_confirm: {
    input: 'password',
    autoComplete: 'new-password',
    names: ['pass1', 'pass2'],
    firstTitle: '#pass1__title',
    secondTitle: '#pass2__title',
    titleKey: 'webform.password.title',
    confirmKey: 'webform.password.confirm_title',
    mismatchKey: 'webform.password.mismatch',
    trim: false,
  },
} as const;

/**
 * Two inputs that must match (e-mail confirmation, password confirmation). The value stays
 * empty until both entries are equal (e-mails compared trimmed); while they differ, the mismatch
 * message shows (the definition's, or the default).
 */
export function ConfirmedPair({
  elementKey,
  element,
}: {
  elementKey: string;
  element: KnownWebformElementNodeFor<'webform_email_confirm' | 'password_confirm'>;
}) {
  const t = useT();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const pair = PAIRS[element['#type'] as keyof typeof PAIRS] ?? PAIRS.webform_email_confirm;
  const id = inputId(ui.formId, elementKey);
  const initial = typeof value === 'string' ? value : '';
  const [first, setFirst] = useState(initial);
  const [second, setSecond] = useState(initial);
  const read = (text: string) => (pair.trim ? text.trim() : text);
  const update = (one: string, two: string) => {
    setFirst(one);
    setSecond(two);
    const same = read(one) === read(two);
    setValue(same ? read(one) : '');
    const mismatch = typeof element['#mismatch_message'] === 'string' ? element['#mismatch_message'] : t(pair.mismatchKey);
    ui.setOwnError(elementKey, !same && two !== '' ? escapeHtml(mismatch) : undefined);
  };
  const described = describedBy(id, element, errors);
  const written = (property: string) => (typeof element[property] === 'string' ? (element[property] as string) : undefined);
  const input = (inputIdValue: string, name: string, label: string, current: string, onChange: (text: string) => void) => (
    <>
      <label htmlFor={inputIdValue} className={styles.label}>
        {label}
        <RequiredMark required={state.required} />
      </label>
      <input
        id={inputIdValue}
        name={name}
        type={pair.input}
        autoComplete={pair.autoComplete}
        className={styles.input}
        value={current}
        required={state.required}
        disabled={state.disabled}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      {input(id, `${elementKey}[${pair.names[0]}]`, written(pair.firstTitle) ?? element['#title'] ?? t(pair.titleKey), first, (text) =>
        update(text, second),
      )}
      {input(`${id}-confirm`, `${elementKey}[${pair.names[1]}]`, written(pair.secondTitle) ?? t(pair.confirmKey), second, (text) =>
        update(first, text),
      )}
      <Description id={`${id}-description`} html={element['#description']} />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </FormItem>
  );
}
