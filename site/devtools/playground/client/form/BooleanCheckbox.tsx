import { Checkbox, Text } from 'react-aria-components';
import { fieldId, type FieldProps } from './field-props';

/** Yes or no. */
export function BooleanCheckbox({ label, help, value, pointer, onChange }: FieldProps) {
  const helpId = `${fieldId(pointer)}-help`;
  return (
    <div className="pg-field">
      <Checkbox isSelected={value === true} onChange={onChange} aria-describedby={help ? helpId : undefined}>
        <span className="pg-checkbox" aria-hidden="true" />
        {label}
      </Checkbox>
      {help ? (
        <Text id={helpId} className="pg-help">
          {help}
        </Text>
      ) : null}
    </div>
  );
}
