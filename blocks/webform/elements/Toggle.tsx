import { Switch } from 'react-aria-components';
import { inputId, useElement } from '../form-context';
import { describedBy, Description, FieldErrors, FormItem, RequiredMark } from '../Field';
import { isListValued, valueLimit } from '../../../domain/webform/value-shapes';
import { flatOptions } from '../../../domain/webform/options';
import styles from '../webform.module.css';
import { GroupFieldset } from './GroupFieldset';
import choiceStyles from './choices.module.css';
import type { WebformTogglesElement } from '../../../schemas/generated/webform/webform_toggles';
import type { WebformToggleElement } from '../../../schemas/generated/webform/webform_toggle';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/** One switch: a native checkbox with the switch role (react-aria), so it posts `name` without scripts. */
function SwitchControl(props: {
  id?: string;
  name: string;
  value: string;
  label: string;
  on: boolean;
  disabled: boolean;
  describedBy?: string;
  stateText?: string;
  onChange: (on: boolean) => void;
}) {
  return (
    <Switch
      id={props.id}
      name={props.name}
      value={props.value}
      isSelected={props.on}
      isDisabled={props.disabled}
      aria-describedby={props.describedBy}
      onChange={props.onChange}
      className={choiceStyles.switch}
    >
      <span className={choiceStyles.track} aria-hidden="true">
        <span className={choiceStyles.thumb} />
      </span>
      <span>{props.label}</span>
      {props.stateText && <span className={choiceStyles.switchState}>{props.stateText}</span>}
    </Switch>
  );
}

const text = (element: WebformElementNode, on: boolean) => {
  const written = element[on ? '#on_text' : '#off_text'];
  return typeof written === 'string' && written ? written : undefined;
};

/** webform_toggle: on stores '1', off '0'. */
export function Toggle({ elementKey, element }: { elementKey: string; element: WebformToggleElement }) {
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const on = state.checked ?? value === '1';
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <div className={styles.checkbox}>
        <SwitchControl
          id={id}
          name={elementKey}
          value="1"
          label={element['#title'] ?? ''}
          on={on}
          disabled={state.disabled}
          describedBy={describedBy(id, element, errors)}
          stateText={text(element, on)}
          onChange={(next) => setValue(next ? '1' : '0')}
        />
        <RequiredMark required={state.required} />
      </div>
      <Description id={`${id}-description`} html={element['#description']} />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </FormItem>
  );
}

/** webform_toggles: a switch per option, the value the options switched on (`key[option]` each). */
export function Toggles({ elementKey, element }: { elementKey: string; element: WebformTogglesElement }) {
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const selected = Array.isArray(value) ? (value as string[]) : [];
  const limit = valueLimit(element);
  const full = isListValued(element) && limit !== 'unlimited' && selected.length >= limit;
  return (
    <GroupFieldset id={id} element={element} state={state} errors={errors}>
      {flatOptions(element['#options']).map(([option, label], index) => {
        const on = selected.includes(option);
        return (
          <SwitchControl
            key={option}
            {...(index === 0 ? { id } : {})}
            name={`${elementKey}[${option}]`}
            value={option}
            label={label}
            on={on}
            disabled={state.disabled || (full && !on)}
            stateText={text(element, on)}
            onChange={(next) => setValue(next ? [...selected, option] : selected.filter((item) => item !== option))}
          />
        );
      })}
    </GroupFieldset>
  );
}
