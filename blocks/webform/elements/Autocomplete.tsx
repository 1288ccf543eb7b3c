import { useEffect, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { fetchAutocompleteOptions } from '../api';
import { inputId, useElement } from '../form-context';
import { describedBy, Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import styles from '../webform.module.css';
import type { WebformAutocompleteElement } from '../../../schemas/generated/webform/webform_autocomplete';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

function listedItems(element: WebformElementNode): Record<string, string> | undefined {
  const items = element['#autocomplete_items'];
  if (Array.isArray(items)) return Object.fromEntries(items.map((item) => [String(item), String(item)]));
  if (items && typeof items === 'object') return items as Record<string, string>;
  return undefined;
}

/**
 * A text input that suggests and accepts only the values of its list: written in the definition,
 * or asked from the form API (op=autocomplete_options). Anything else typed becomes empty.
 */
export function Autocomplete({ elementKey, element }: { elementKey: string; element: WebformAutocompleteElement }) {
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const [items, setItems] = useState<Record<string, string>>(() => listedItems(element) ?? {});
  const [loadError, setLoadError] = useState<string>();
  const optionsId = typeof element['#autocomplete_options'] === 'string' ? element['#autocomplete_options'] : undefined;
  const [listLoading, setListLoading] = useState(optionsId !== undefined);
  useEffect(() => {
    if (!optionsId) return;
    fetchAutocompleteOptions(ui.apiUrl, ui.formId, optionsId)
      .then(setItems, (error: Error) => setLoadError(error.message))
      .finally(() => setListLoading(false));
  }, [ui.apiUrl, ui.formId, optionsId]);
  const id = inputId(ui.formId, elementKey);
  const current = typeof value === 'string' ? value : '';
  // The text in the field is held here, not by react-aria: what the visitor typed before the list
  // arrived stays when it does (left to react-aria, the field was emptied then).
  const [text, setText] = useState(current);
  // What the field shows for the value chosen: its label in the list, once the list names it.
  const chosenLabel = current ? (items[current] ?? current) : '';
  // A value the form opened with shows its label once the list arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the list arrives.
  useEffect(() => {
    if (current && text === current) setText(chosenLabel);
  }, [items]);
  const shownErrors = loadError ? [...errors, loadError] : errors;
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <ComboBox
        className={styles.combobox}
        name={elementKey}
        // The text typed is what a form sent without scripts posts; the server keeps it only when it is in the list.
        formValue="text"
        selectedKey={current in items ? current : null}
        inputValue={text}
        onInputChange={(typed) => {
          setText(typed);
          // A text other than the chosen value's label is no choice.
          if (current && typed !== chosenLabel) setValue('');
        }}
        // Left with a text that is no choice, the field is emptied: only the list's values are taken.
        onBlur={() => setText(chosenLabel)}
        onSelectionChange={(key) => {
          setValue(key === null ? '' : String(key));
          // A choice shows its label in the field.
          if (key !== null) setText(items[String(key)] ?? String(key));
        }}
        isDisabled={state.disabled}
        isReadOnly={state.readonly}
        isRequired={state.required}
        isInvalid={shownErrors.length > 0}
        menuTrigger="input"
        // Text typed while the list is on its way (on a slow phone, or before the form's code ran)
        // opens the suggestions then, empty, to fill in when it arrives: react-aria opens them
        // only as the text changes, so they would otherwise wait for another key.
        allowsEmptyCollection={listLoading}
        aria-describedby={describedBy(id, element, shownErrors)}
      >
        <Label className={styles.label}>
          {element['#title']}
          <RequiredMark required={state.required} />
        </Label>
        <div className={styles.comboRow}>
          <Input
            id={id}
            className={styles.input}
            placeholder={typeof element['#placeholder'] === 'string' ? element['#placeholder'] : undefined}
          />
          <Button className={styles.comboButton} aria-hidden="true" excludeFromTabOrder>
            ▾
          </Button>
        </div>
        <Popover className={styles.popover}>
          <ListBox className={styles.listbox}>
            {Object.entries(items).map(([key, label]) => (
              <ListBoxItem key={key} id={key} textValue={label} className={styles.option}>
                {label}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </ComboBox>
      <Description id={`${id}-description`} html={element['#description']} />
      <FieldErrors id={`${id}-error`} errors={shownErrors} />
    </FormItem>
  );
}
