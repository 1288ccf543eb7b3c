import { useState } from 'react';
import { useT } from '@quai/engine/i18n';
import { inputId, useElement } from '../form-context';
import { describedBy, Description, FieldErrors, FormItem, LabelledField, RequiredMark } from '../Field';
import { isListValued, valueLimit } from '../../../domain/webform/value-shapes';
import { flatOptions, optionGroups } from '../../../domain/webform/options';
import { OTHER_OPTION } from '../../../domain/webform/posted-fields';
import styles from '../webform.module.css';
import choiceStyles from './choices.module.css';
import type { KnownWebformElementNodeFor, WebformElementNode } from '../../../schemas/generated/webform/element';

/** The value the "Other…" choice stands for while the visitor types the other text. */
const OTHER = OTHER_OPTION;

const optionsOf = (element: WebformElementNode): Array<[string, string]> => flatOptions(element['#options']);

/** A drop-down list (select, multi-select with #multiple, select with "Other…"). */
export function SelectElement({
  elementKey,
  element,
}: {
  elementKey: string;
  element: KnownWebformElementNodeFor<'select' | 'webform_select_other' | 'language_select'>;
}) {
  const t = useT();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const options = optionsOf(element);
  const withOther = element['#type'] === 'webform_select_other';
  const multiple = isListValued(element);
  const current = typeof value === 'string' ? value : '';
  const isOther = withOther && current !== '' && !options.some(([option]) => option === current);
  const [otherChosen, setOtherChosen] = useState(isOther);
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <LabelledField id={id} element={element} required={state.required} errors={errors}>
        {(described) => (
          <>
            <select
              id={id}
              name={multiple ? `${elementKey}[]` : elementKey}
              className={styles.input}
              multiple={multiple}
              required={state.required}
              disabled={state.disabled}
              aria-invalid={errors.length > 0 || undefined}
              aria-describedby={described}
              value={multiple ? (Array.isArray(value) ? (value as string[]) : []) : otherChosen ? OTHER : current}
              onChange={(event) => {
                if (multiple) return setValue([...event.target.selectedOptions].map((option) => option.value));
                const chosen = event.target.value;
                setOtherChosen(chosen === OTHER);
                setValue(chosen === OTHER ? '' : chosen);
              }}
            >
              {!multiple && (
                <option value="">
                  {typeof element['#empty_option'] === 'string' ? element['#empty_option'] : t('webform.select.empty')}
                </option>
              )}
              {optionGroups(element['#options']).map((group, index) => {
                const choices = group.options.map(([option, label]) => (
                  <option key={option} value={option}>
                    {label}
                  </option>
                ));
                return group.label === undefined ? (
                  choices
                ) : (
                  <optgroup key={`group-${index}`} label={group.label}>
                    {choices}
                  </optgroup>
                );
              })}
              {withOther && <option value={OTHER}>{otherLabel(element, t('webform.other'))}</option>}
            </select>
            {otherChosen && (
              <OtherText
                id={`${id}-other`}
                name={`${elementKey}[other]`}
                label={otherLabel(element, t('webform.other'))}
                value={current}
                onChange={setValue}
              />
            )}
          </>
        )}
      </LabelledField>
    </FormItem>
  );
}

function otherLabel(element: WebformElementNode, fallback: string): string {
  return typeof element['#other__option_label'] === 'string' ? element['#other__option_label'] : fallback;
}

function OtherText({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      id={id}
      name={name}
      type="text"
      aria-label={label}
      className={`${styles.input} ${styles.other}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Radios, checkboxes and their "Other…" variants, as a fieldset of native inputs. */
export function OptionsGroup({
  elementKey,
  element,
}: {
  elementKey: string;
  element: KnownWebformElementNodeFor<
    'radios' | 'checkboxes' | 'webform_radios_other' | 'webform_checkboxes_other' | 'webform_buttons' | 'webform_buttons_other'
  >;
}) {
  const t = useT();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const type = element['#type'];
  const id = inputId(ui.formId, elementKey);
  const options = optionsOf(element);
  const multiple = isListValued(element);
  const withOther = type.endsWith('_other');
  const selected = multiple ? (Array.isArray(value) ? (value as string[]) : []) : [typeof value === 'string' ? value : ''];
  const others = selected.filter((item) => item !== '' && !options.some(([option]) => option === item));
  const [otherChosen, setOtherChosen] = useState(others.length > 0);
  const otherText = others[0] ?? '';
  const known = selected.filter((item) => options.some(([option]) => option === item));
  const update = (nextKnown: string[], nextOther: string, other: boolean) => {
    const all = other && nextOther ? [...nextKnown, nextOther] : nextKnown;
    setValue(multiple ? all : (all.at(-1) ?? ''));
  };
  const allowed = valueLimit(element);
  const limit = multiple && allowed !== 'unlimited' ? allowed : undefined;
  const described = describedBy(id, element, errors);
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <fieldset
        className={`${styles.group} ${type.startsWith('webform_buttons') ? styles.buttons : ''}`}
        id={`${id}-group`}
        aria-describedby={described}
        disabled={state.disabled}
        {...(multiple ? {} : { role: 'radiogroup', 'aria-required': state.required || undefined })}
      >
        <legend className={styles.label}>
          {element['#title']}
          <RequiredMark required={state.required} />
        </legend>
        {optionGroups(element['#options']).map((group, groupIndex) => {
          const choices = group.options.map(([option, label]) => {
            const index = options.findIndex(([value]) => value === option);
            const checked = known.includes(option);
            return (
              <label key={option} className={`${styles.choice} ${type.startsWith('webform_buttons') ? choiceStyles.buttonChoice : ''}`}>
                <input
                  // The first choice carries the field's id: the error summary links there.
                  {...(index === 0 ? { id } : {})}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={multiple ? `${elementKey}[${option}]` : elementKey}
                  value={option}
                  checked={checked}
                  aria-invalid={errors.length > 0 || undefined}
                  required={!multiple && state.required && index === 0}
                  disabled={multiple && limit !== undefined && !checked && selected.length >= limit}
                  onChange={(event) => {
                    if (multiple)
                      update(event.target.checked ? [...known, option] : known.filter((item) => item !== option), otherText, otherChosen);
                    else {
                      setOtherChosen(false);
                      update([option], '', false);
                    }
                  }}
                />
                <span>{label}</span>
              </label>
            );
          });
          // Drupal's nested options: each group is a fieldset of its own inside the element's.
          return group.label === undefined ? (
            choices
          ) : (
            <fieldset key={`group-${groupIndex}`} className={choiceStyles.subgroup}>
              <legend className={choiceStyles.subgroupLabel}>{group.label}</legend>
              {choices}
            </fieldset>
          );
        })}
        {withOther && (
          <label className={styles.choice}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={multiple ? `${elementKey}[${OTHER}]` : elementKey}
              value={OTHER}
              checked={otherChosen}
              onChange={(event) => {
                const chosen = multiple ? event.target.checked : true;
                setOtherChosen(chosen);
                update(multiple ? known : [], otherText, chosen);
              }}
            />
            <span>{otherLabel(element, t('webform.other'))}</span>
          </label>
        )}
        {withOther && otherChosen && (
          <OtherText
            id={`${id}-other`}
            name={`${elementKey}[other]`}
            label={otherLabel(element, t('webform.other'))}
            value={otherText}
            onChange={(text) => update(multiple ? known : [], text, true)}
          />
        )}
        <Description id={`${id}-description`} html={element['#description']} />
        <FieldErrors id={`${id}-error`} errors={errors} />
      </fieldset>
    </FormItem>
  );
}
