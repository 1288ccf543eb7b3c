import { useEffect, useState } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { WrittenDateInput } from '../_ui/written-date/WrittenDateInput';
import styles from './giftcard.module.css';

export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email';
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'email';
  /** Confirmation fields: the address is typed again, not pasted. */
  noPaste?: boolean;
  description?: string;
}

/** A labelled text field whose error (from the form's own checks) is announced and tied to it. */
export function Field({ name, label, value, onChange, error, type = 'text', maxLength, autoComplete, inputMode, noPaste }: FieldProps) {
  return (
    <TextField
      className={styles.field}
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <Input
        className={styles.input}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onPaste={noPaste ? (event) => event.preventDefault() : undefined}
      />
      <FieldError className={styles.error}>{error}</FieldError>
    </TextField>
  );
}

/**
 * A date field written as the page's language writes it (whatever the browser's language),
 * limited to a window of days. What is typed is committed when the field is left (or on Enter),
 * through `commit` where the field only takes some days: a day outside the window, or text that
 * is no day, gives way to the day the helper keeps.
 */
export function DayField({
  name,
  label,
  value,
  onChange,
  commit = (typed) => typed,
  error,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The day kept for what was typed (a helper of dates.ts); by default, as typed. */
  commit?: (typed: string) => string;
  error?: string;
}) {
  const id = `giftcard-${name}`;
  const [draft, setDraft] = useState(value);
  // A value set from outside (a reset, another choice) replaces what was being typed.
  useEffect(() => setDraft(value), [value]);
  const commitDraft = () => {
    const kept = commit(draft);
    setDraft(kept);
    if (kept !== value) onChange(kept);
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <WrittenDateInput
        kind="day"
        id={id}
        className={styles.input}
        name={name}
        required
        value={draft}
        onValueChange={setDraft}
        onBlur={commitDraft}
        onKeyDown={(event) => event.key === 'Enter' && commitDraft()}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
