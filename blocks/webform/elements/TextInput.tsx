import type { ChangeEvent } from 'react';
import { inputId, useElement } from '../form-context';
import { FormItem, LabelledField } from '../Field';
import { isListValued } from '../../../domain/webform/value-shapes';
import { numberLimit } from '../../../domain/webform/limits';
import { applyInputMask } from '../../../domain/webform/validate';
import { Repeatable } from './Repeatable';
import { WrittenDateInput } from '../../_ui/written-date/WrittenDateInput';
import styles from '../webform.module.css';
import type { KnownWebformElementNodeFor, WebformElementNode } from '../../../schemas/generated/webform/element';

/** The HTML input type of each text-like element. */
const INPUT_TYPES: Record<string, string> = {
  textfield: 'text',
  password: 'password',
  search: 'search',
  email: 'email',
  webform_email_multiple: 'text',
  tel: 'tel',
  url: 'url',
  number: 'number',
  range: 'range',
  color: 'color',
};

/** Text-like inputs, one value or a repeatable list (#multiple). */
export function TextInput({
  elementKey,
  element,
}: {
  elementKey: string;
  element: KnownWebformElementNodeFor<
    | 'textfield'
    | 'textarea'
    | 'password'
    | 'search'
    | 'email'
    | 'webform_email_multiple'
    | 'tel'
    | 'url'
    | 'number'
    | 'range'
    | 'color'
    | 'hidden'
    | 'date'
    | 'webform_time'
  >;
}) {
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  if (element['#type'] === 'hidden') {
    return <input type="hidden" name={elementKey} value={typeof value === 'string' ? value : ''} />;
  }
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <LabelledField id={id} element={element} required={state.required} errors={errors}>
        {(describedBy) =>
          isListValued(element) ? (
            <Repeatable
              element={element}
              id={id}
              value={value}
              onChange={setValue}
              render={(itemId, item, change, label) => (
                <Control
                  id={itemId}
                  name={`${elementKey}[]`}
                  element={element}
                  value={item}
                  onChange={change}
                  disabled={state.disabled}
                  readonly={state.readonly}
                  required={state.required}
                  invalid={errors.length > 0}
                  describedBy={describedBy}
                  label={label}
                />
              )}
            />
          ) : (
            <Control
              id={id}
              name={elementKey}
              element={element}
              value={typeof value === 'string' ? value : ''}
              onChange={setValue}
              disabled={state.disabled}
              readonly={state.readonly}
              required={state.required}
              invalid={errors.length > 0}
              describedBy={describedBy}
            />
          )
        }
      </LabelledField>
    </FormItem>
  );
}

interface ControlProps {
  id: string;
  name: string;
  element: WebformElementNode;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  readonly: boolean;
  required: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  /** An accessible name of its own (items of a repeatable list). */
  label?: string;
}

function Control({ id, name, element, value, onChange, disabled, readonly, required, invalid, describedBy, label }: ControlProps) {
  const common = {
    id,
    name,
    value,
    disabled,
    readOnly: readonly,
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-label': label,
    placeholder: typeof element['#placeholder'] === 'string' ? element['#placeholder'] : undefined,
    maxLength: typeof element['#maxlength'] === 'number' ? element['#maxlength'] : undefined,
    className: styles.input,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(applyInputMask(element, event.target.value)),
  };
  if (element['#type'] === 'textarea') return <textarea {...common} rows={typeof element['#rows'] === 'number' ? element['#rows'] : 5} />;
  const number = (name: string) => (typeof element[name] === 'number' ? (element[name] as number) : undefined);
  // Days and times as the page's language writes them, whatever the browser's (limits are the rules' to check).
  if (element['#type'] === 'date' || element['#type'] === 'webform_time') {
    const { onChange: _typed, maxLength: _maxLength, placeholder: _placeholder, ...field } = common;
    return <WrittenDateInput {...field} kind={element['#type'] === 'date' ? 'day' : 'time'} onValueChange={onChange} />;
  }
  return (
    <input
      {...common}
      type={INPUT_TYPES[element['#type']] ?? 'text'}
      min={numberLimit(element['#min'])}
      max={numberLimit(element['#max'])}
      step={number('#step')}
      autoComplete={element['#type'] === 'email' ? 'email' : element['#type'] === 'tel' ? 'tel' : undefined}
    />
  );
}
