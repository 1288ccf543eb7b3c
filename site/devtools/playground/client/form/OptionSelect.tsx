import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';

export interface SelectOption {
  id: string;
  label: string;
}

/** A react-aria select of labelled options: the fields' enums, the `#states` editor's choices. */
export function OptionSelect({
  label,
  help,
  options,
  selected,
  required = false,
  onSelect,
}: {
  label: string;
  help?: string | undefined;
  options: readonly SelectOption[];
  selected: string | undefined;
  required?: boolean;
  onSelect: (id: string | undefined) => void;
}) {
  return (
    <Select
      className="pg-field"
      selectedKey={selected ?? null}
      onSelectionChange={(key) => onSelect(key === null ? undefined : String(key))}
      isRequired={required}
    >
      <Label>{label}</Label>
      <Button className="pg-select">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {help ? <Text slot="description">{help}</Text> : null}
      <Popover className="pg-popover">
        <ListBox items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
