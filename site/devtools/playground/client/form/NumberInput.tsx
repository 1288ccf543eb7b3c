import { Group, Input, Label, NumberField, Text } from 'react-aria-components';
import type { FieldProps } from './field-props';

/** A number, or a whole number, within the schema's bounds. */
export function NumberInput({ label, help, schema, value, required, onChange, integer }: FieldProps & { integer: boolean }) {
  return (
    <NumberField
      className="pg-field"
      value={typeof value === 'number' ? value : Number.NaN}
      onChange={(number) => onChange(Number.isNaN(number) ? (required ? 0 : undefined) : number)}
      minValue={typeof schema.minimum === 'number' ? schema.minimum : undefined}
      maxValue={typeof schema.maximum === 'number' ? schema.maximum : undefined}
      formatOptions={integer ? { maximumFractionDigits: 0, useGrouping: false } : { useGrouping: false }}
      isRequired={required}
    >
      <Label>{label}</Label>
      <Group>
        <Input />
      </Group>
      {help ? <Text slot="description">{help}</Text> : null}
    </NumberField>
  );
}
