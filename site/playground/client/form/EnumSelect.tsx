import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import type { FieldProps } from './field-props';

/** One of the values the schema allows. */
export function EnumSelect({ label, help, value, required, onChange, options }: FieldProps & { options: unknown[] }) {
  // Keys are the values' JSON: an enum may hold numbers and strings alike.
  const keyOf = (option: unknown) => JSON.stringify(option);
  return (
    <Select
      className="pg-field"
      selectedKey={value === undefined ? null : keyOf(value)}
      onSelectionChange={(key) => onChange(key === null ? undefined : JSON.parse(String(key)))}
      isRequired={required}
    >
      <Label>{label}</Label>
      <Button className="pg-select">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {help ? <Text slot="description">{help}</Text> : null}
      <Popover className="pg-popover">
        <ListBox>
          {options.map((option) => (
            <ListBoxItem key={keyOf(option)} id={keyOf(option)} textValue={String(option)}>
              {String(option)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
