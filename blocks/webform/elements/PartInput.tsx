import { FieldErrors, RequiredMark } from '../Field';
import styles from '../webform.module.css';

/** One input of a composite row or a repeated list, as the parts of every composite are drawn. */
export interface PartField {
  id: string;
  name: string;
  label: string;
  /** The HTML input type, or 'select' with `options`. */
  input: string;
  options?: Array<[string, string]>;
  emptyOption?: string;
  required: boolean;
  autocomplete?: string;
  /** Its own error, as HTML, shown under it. */
  error?: string;
}

/** A labelled input or select (visible label: every part of a composite says what it is). */
export function PartInput({
  field,
  value,
  onChange,
  disabled,
}: {
  field: PartField;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const common = {
    id: field.id,
    name: field.name,
    className: styles.input,
    value,
    required: field.required,
    disabled,
    autoComplete: field.autocomplete,
    'aria-describedby': field.error ? `${field.id}-error` : undefined,
    'aria-invalid': field.error ? true : undefined,
  };
  return (
    <div className={styles.item}>
      <label htmlFor={field.id} className={styles.label}>
        {field.label}
        <RequiredMark required={field.required} />
      </label>
      {field.input === 'select' ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.emptyOption ?? ''}</option>
          {(field.options ?? []).map(([option, label]) => (
            <option key={option} value={option}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={field.input} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldErrors id={`${field.id}-error`} errors={field.error ? [field.error] : []} />
    </div>
  );
}
