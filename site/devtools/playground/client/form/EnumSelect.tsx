import type { FieldProps } from './field-props';
import { OptionSelect } from './OptionSelect';

/** One of the values the schema allows. */
export function EnumSelect({ label, help, value, required, onChange, options }: FieldProps & { options: unknown[] }) {
  // Keys are the values' JSON: an enum may hold numbers and strings alike.
  const keyOf = (option: unknown) => JSON.stringify(option);
  return (
    <OptionSelect
      label={label}
      help={help}
      options={options.map((option) => ({ id: keyOf(option), label: String(option) }))}
      selected={value === undefined ? undefined : keyOf(value)}
      required={required}
      onSelect={(key) => onChange(key === undefined ? undefined : JSON.parse(key))}
    />
  );
}
