import { useMemo, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, TextField } from 'react-aria-components';
import { useFormContext } from '../form/form-context';
import { elementTypes, matchingTypes } from './element-types';

/** The element keys Drupal accepts. */
const ELEMENT_KEY = /^[a-z0-9_]+$/;

/** Adds an element by its key and its `#type`, chosen among the types the site has a schema for. */
export function NewElement({
  parent,
  taken,
  onAdd,
}: {
  /** The element the new one goes in; undefined at the form's top level. */
  parent: string | undefined;
  taken: string[];
  onAdd: (key: string, type: string) => void;
}) {
  const where = parent === undefined ? '' : ` in ${parent}`;
  const { root } = useFormContext();
  const types = useMemo(() => elementTypes(root), [root]);
  const [key, setKey] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => (search === type ? types : matchingTypes(types, search)), [types, search, type]);
  const problem =
    key === ''
      ? undefined
      : !ELEMENT_KEY.test(key)
        ? 'Lower-case letters, digits and _ only.'
        : taken.includes(key)
          ? 'This key is taken.'
          : undefined;
  return (
    <div className="pg-new-element">
      <TextField className="pg-field" value={key} onChange={setKey} isInvalid={problem !== undefined}>
        <Label>New element key{where}</Label>
        <Input />
      </TextField>
      <ComboBox
        className="pg-field pg-type-picker"
        items={shown}
        inputValue={search}
        onInputChange={setSearch}
        selectedKey={type}
        onSelectionChange={(id) => {
          setType(id === null ? null : String(id));
          if (id !== null) setSearch(String(id));
        }}
        menuTrigger="focus"
      >
        <Label>Its #type{where}</Label>
        <Input />
        <Text slot="description">Search the types by name or description.</Text>
        <Popover className="pg-popover">
          <ListBox className="pg-type-list">
            {(item: (typeof types)[number]) => (
              <ListBoxItem id={item.type} textValue={item.type}>
                <Text slot="label">
                  <code>{item.type}</code> {item.title}
                </Text>
                {item.description ? <Text slot="description">{item.description}</Text> : null}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <Button
        aria-label={`Add element${where}`}
        isDisabled={key === '' || problem !== undefined || type === null}
        onPress={() => {
          if (type === null) return;
          onAdd(key, type);
          setKey('');
        }}
      >
        Add element
      </Button>
      {problem ? <p className="pg-error">{problem}</p> : null}
    </div>
  );
}
