import { parseSelector } from '../../../../../domain/webform/states';

/**
 * `#states` as the visual editor shows it: rules of one state each (visible, required...), set
 * when conditions on other elements hold, joined by and, or or xor. Read from and written to the
 * JSON Drupal writes (`{"visible": {":input[name=\"contact\"]": {"value": "email"}}}`); what the
 * editor cannot show (comparisons, a checkbox of a group, nested lists...) is left to the JSON.
 */

/** The states offered, each a name the webform rules' evaluator understands (see state-rules.test.ts). */
export const STATE_NAMES = [
  'visible',
  'invisible',
  'required',
  'optional',
  'enabled',
  'disabled',
  'readonly',
  'readwrite',
  'checked',
  'unchecked',
  'expanded',
  'collapsed',
] as const;

/** The tests a condition makes of its element, in words. */
export const TRIGGERS = [
  { id: 'value', label: 'has the value', takesValue: true },
  { id: '!value', label: 'has not the value', takesValue: true },
  { id: 'checked', label: 'is checked', takesValue: false },
  { id: 'unchecked', label: 'is not checked', takesValue: false },
  { id: 'empty', label: 'is empty', takesValue: false },
  { id: 'filled', label: 'is filled', takesValue: false },
] as const;

type Trigger = (typeof TRIGGERS)[number]['id'];
export type Join = 'and' | 'or' | 'xor';
export const JOINS: readonly Join[] = ['and', 'or', 'xor'];

export interface StateCondition {
  /** The key of the element tested. */
  key: string;
  trigger: Trigger;
  /** The value compared, for `value` and `!value` (as a string: the rules compare values as strings). */
  value: string;
}

export interface StateRule {
  state: string;
  join: Join;
  conditions: StateCondition[];
}

/** The selector Drupal writes for an element's input. */
const selectorOf = (key: string) => `:input[name="${key}"]`;

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The rules of an element's `#states`; undefined when some of it is more than the editor shows. */
export function readStates(states: unknown): StateRule[] | undefined {
  if (states === undefined) return [];
  if (!isRecord(states)) return undefined;
  const rules: StateRule[] = [];
  for (const [state, condition] of Object.entries(states)) {
    if (!(STATE_NAMES as readonly string[]).includes(state)) return undefined;
    const read = readCondition(condition);
    if (!read) return undefined;
    rules.push({ state, ...read });
  }
  return rules;
}

function readCondition(condition: unknown): Omit<StateRule, 'state'> | undefined {
  if (isRecord(condition)) {
    const conditions = Object.entries(condition).map(([selector, triggers]) => readOne(selector, triggers));
    return conditions.length && conditions.every(Boolean) ? { join: 'and', conditions: conditions as StateCondition[] } : undefined;
  }
  if (!Array.isArray(condition)) return undefined;
  const operators = new Set(condition.filter((item) => typeof item === 'string'));
  const items = condition.filter((item) => typeof item !== 'string');
  if (operators.size > 1 || items.length === 0) return undefined;
  const [join = 'and'] = [...operators];
  if (!(JOINS as readonly string[]).includes(join)) return undefined;
  const conditions = items.map((item) => {
    const entries = isRecord(item) ? Object.entries(item) : [];
    return entries.length === 1 ? readOne(...entries[0]!) : undefined;
  });
  return conditions.every(Boolean) ? { join: join as Join, conditions: conditions as StateCondition[] } : undefined;
}

function readOne(selector: string, triggers: unknown): StateCondition | undefined {
  const { key, sub } = parseSelector(selector);
  if (sub !== undefined || !isRecord(triggers)) return undefined;
  const entries = Object.entries(triggers);
  if (entries.length !== 1) return undefined;
  const [name, expected] = entries[0]!;
  const trigger = TRIGGERS.find((known) => known.id === name);
  if (!trigger) return undefined;
  if (trigger.takesValue) {
    return typeof expected === 'string' || typeof expected === 'number' ? { key, trigger: trigger.id, value: String(expected) } : undefined;
  }
  return expected === true ? { key, trigger: trigger.id, value: '' } : undefined;
}

/** The `#states` JSON of some rules, as Drupal writes it; undefined when there is none. */
export function writeStates(rules: readonly StateRule[]): Record<string, unknown> | undefined {
  if (!rules.length) return undefined;
  return Object.fromEntries(rules.map((rule) => [rule.state, writeCondition(rule)]));
}

function writeCondition({ join, conditions }: StateRule): unknown {
  const written = conditions.map((condition) => [selectorOf(condition.key), writeTrigger(condition)] as const);
  const distinct = new Set(written.map(([selector]) => selector)).size === written.length;
  // Conditions that must all hold, each on its own element, are one object; otherwise a list with the operator between them.
  if (written.length === 1 || (join === 'and' && distinct)) return Object.fromEntries(written);
  return written.flatMap(([selector, trigger], index) => (index === 0 ? [] : [join]).concat([{ [selector]: trigger }] as never[]));
}

function writeTrigger({ trigger, value }: StateCondition): Record<string, unknown> {
  return { [trigger]: TRIGGERS.find((known) => known.id === trigger)!.takesValue ? value : true };
}
