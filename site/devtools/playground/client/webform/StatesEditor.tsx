import { Button, Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import type { FieldProps } from '../form/field-props';
import { JsonValueField } from '../form/JsonValueField';
import { OptionSelect } from '../form/OptionSelect';
import { useFormElements } from './form-elements-context';
import { JOINS, readStates, STATE_NAMES, type StateCondition, type StateRule, TRIGGERS, writeStates } from './state-rules';

/**
 * An element's `#states` as rules: a state, the conditions on the form's other elements that
 * set it, and how they are joined. The JSON beside it follows each change; `#states` written
 * with more than the rules show (comparisons, a checkbox of a group...) stays JSON.
 */
export function StatesEditor(props: FieldProps) {
  const { label, help, value, onChange, name } = props;
  const { elements, current } = useFormElements();
  const rules = readStates(value);
  if (!rules)
    return (
      <div className="pg-states">
        <JsonValueField {...props} />
        <p className="pg-help">These conditions use more than the visual editor shows: they are edited as JSON.</p>
      </div>
    );
  const others = elements.filter((element) => element.key !== current);
  const update = (next: StateRule[]) => onChange(writeStates(next));
  const setRule = (index: number, rule: StateRule) => update(rules.map((old, at) => (at === index ? rule : old)));
  const firstCondition = (): StateCondition => ({ key: others[0]?.key ?? '', trigger: 'filled', value: '' });
  return (
    <fieldset className="pg-object pg-states" aria-describedby={help ? `${name}-states-help` : undefined}>
      <legend>{label}</legend>
      {help ? (
        <p className="pg-help" id={`${name}-states-help`}>
          {help}
        </p>
      ) : null}
      {rules.map((rule, index) => (
        <RuleFields
          key={index}
          number={index + 1}
          rule={rule}
          elements={others.map((element) => ({
            id: element.key,
            label: element.title ? `${element.title} (${element.key})` : element.key,
          }))}
          onChange={(next) => setRule(index, next)}
          onRemove={() => update(rules.filter((_, at) => at !== index))}
          newCondition={firstCondition}
        />
      ))}
      {others.length ? (
        <Button
          className="pg-chip"
          onPress={() => update([...rules, { state: unusedState(rules), join: 'and', conditions: [firstCondition()] }])}
        >
          + Add a state rule
        </Button>
      ) : (
        <p className="pg-help">A state depends on other elements: add another element to the form first.</p>
      )}
    </fieldset>
  );
}

/** One state per rule (a state is a key of `#states`): a new rule takes the first one not used. */
function unusedState(rules: readonly StateRule[]): string {
  return STATE_NAMES.find((state) => !rules.some((rule) => rule.state === state)) ?? STATE_NAMES[0];
}

function RuleFields({
  number,
  rule,
  elements,
  onChange,
  onRemove,
  newCondition,
}: {
  number: number;
  rule: StateRule;
  elements: Array<{ id: string; label: string }>;
  onChange: (rule: StateRule) => void;
  onRemove: () => void;
  newCondition: () => StateCondition;
}) {
  const name = `Rule ${number}`;
  const setCondition = (index: number, condition: StateCondition) =>
    onChange({ ...rule, conditions: rule.conditions.map((old, at) => (at === index ? condition : old)) });
  return (
    <fieldset className="pg-state-rule">
      <legend>{name}</legend>
      <OptionSelect
        label={`${name}: state`}
        options={STATE_NAMES.map((state) => ({ id: state, label: state }))}
        selected={rule.state}
        required
        onSelect={(state) => state && onChange({ ...rule, state })}
      />
      <p className="pg-help">when</p>
      {rule.conditions.map((condition, index) => (
        <ConditionFields
          key={index}
          name={`${name}, condition ${index + 1}`}
          condition={condition}
          elements={elements}
          onChange={(next) => setCondition(index, next)}
          onRemove={
            rule.conditions.length > 1
              ? () => onChange({ ...rule, conditions: rule.conditions.filter((_, at) => at !== index) })
              : undefined
          }
        />
      ))}
      {rule.conditions.length > 1 ? (
        <RadioGroup
          className="pg-field"
          orientation="horizontal"
          value={rule.join}
          onChange={(join) => onChange({ ...rule, join: join as StateRule['join'] })}
        >
          <Label>{name}: the conditions are joined by</Label>
          {JOINS.map((join) => (
            <Radio key={join} value={join}>
              <span className="pg-radio" aria-hidden="true" />
              {join === 'and' ? 'and (all hold)' : join === 'or' ? 'or (any holds)' : 'xor (exactly one holds)'}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      <div className="pg-item-actions">
        <Button className="pg-chip" onPress={() => onChange({ ...rule, conditions: [...rule.conditions, newCondition()] })}>
          + Add a condition to {name.toLowerCase()}
        </Button>
        <Button onPress={onRemove}>Remove {name.toLowerCase()}</Button>
      </div>
    </fieldset>
  );
}

function ConditionFields({
  name,
  condition,
  elements,
  onChange,
  onRemove,
}: {
  name: string;
  condition: StateCondition;
  elements: Array<{ id: string; label: string }>;
  onChange: (condition: StateCondition) => void;
  onRemove: (() => void) | undefined;
}) {
  const trigger = TRIGGERS.find((known) => known.id === condition.trigger)!;
  // An element the form no longer has is still shown, so the rule says what it tests.
  const options = elements.some((element) => element.id === condition.key)
    ? elements
    : [...elements, { id: condition.key, label: `${condition.key} (not in the form)` }];
  return (
    <div className="pg-condition">
      <OptionSelect
        label={`${name}: element`}
        options={options}
        selected={condition.key}
        required
        onSelect={(key) => key && onChange({ ...condition, key })}
      />
      <OptionSelect
        label={`${name}: test`}
        options={TRIGGERS.map((known) => ({ id: known.id, label: known.label }))}
        selected={condition.trigger}
        required
        onSelect={(id) => {
          const next = TRIGGERS.find((known) => known.id === id);
          if (next) onChange({ ...condition, trigger: next.id, value: next.takesValue ? condition.value : '' });
        }}
      />
      {trigger.takesValue ? (
        <TextField className="pg-field" value={condition.value} onChange={(value) => onChange({ ...condition, value })}>
          <Label>{name}: value</Label>
          <Input />
        </TextField>
      ) : null}
      {onRemove ? <Button onPress={onRemove}>Remove {name.toLowerCase()}</Button> : null}
    </div>
  );
}
