import { FieldError, Input, Label, TextField } from 'react-aria-components';
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

/** A native date field (keyboard and screen readers know it), limited to a window of days. */
export function DayField({
  name,
  label,
  value,
  onChange,
  min,
  max,
  error,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: string;
  max: string;
  error?: string;
}) {
  const id = `giftcard-${name}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="date"
        name={name}
        required
        min={min}
        max={max}
        maxLength={10}
        value={value}
        onChange={(event) => onChange(event.target.value)}
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
