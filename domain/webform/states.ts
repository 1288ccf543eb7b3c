import { isEmptyValue, valueStrings, type FieldValue, type FormValues } from './elements';
import { hasOption } from './options';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/**
 * The #states evaluator: one pure function of (an element's #states, the current values),
 * used by the browser to show, hide, enable... elements as the visitor types, and by the server
 * to decide again which values to keep and which rules to run.
 */

/** What a condition can read of the element a selector names. */
interface FieldReading {
  /** Each value as a string (at least one: '' when there is none). */
  values: string[];
  /** The whole value is empty ('0' is not empty). */
  empty: boolean;
  checked: boolean;
}

export type FieldReader = (selector: string) => FieldReading;

type StateName = 'visible' | 'disabled' | 'required' | 'readonly' | 'checked' | 'collapsed';
export type ElementStates = Partial<Record<StateName, boolean>>;

/** Each state name Drupal accepts, as [the state it sets, whether it sets its opposite]. */
const STATE_NAMES: Record<string, [StateName, boolean]> = {
  visible: ['visible', false],
  invisible: ['visible', true],
  // Drupal animates these; here they show and hide as their plain forms do.
  'visible-slide': ['visible', false],
  'invisible-slide': ['visible', true],
  disabled: ['disabled', false],
  enabled: ['disabled', true],
  required: ['required', false],
  optional: ['required', true],
  readonly: ['readonly', false],
  readwrite: ['readonly', true],
  checked: ['checked', false],
  unchecked: ['checked', true],
  collapsed: ['collapsed', false],
  closed: ['collapsed', false],
  expanded: ['collapsed', true],
  open: ['collapsed', true],
};

/** Trigger aliases: each is the opposite of another trigger. */
const TRIGGER_OPPOSITES: Record<string, string> = { filled: 'empty', unchecked: 'checked' };

/** Strips leading "!"s; returns the bare name and whether it is inverted. */
function parseNegation(name: string): [string, boolean] {
  let inverted = false;
  let bare = name;
  while (bare.startsWith('!')) {
    inverted = !inverted;
    bare = bare.slice(1);
  }
  return [bare, inverted];
}

/** The states an element's #states gives for the current values; absent states are not set. */
export function evaluateStates(states: Record<string, unknown> | undefined, read: FieldReader): ElementStates {
  const result: ElementStates = {};
  for (const [written, condition] of Object.entries(states ?? {})) {
    const [bare, negated] = parseNegation(written);
    const known = STATE_NAMES[bare];
    if (!known) continue;
    const [state, opposite] = known;
    const value = evaluateCondition(condition, read) !== (negated !== opposite);
    const previous = result[state];
    // Two conditions on the same state (visible and invisible...): an element shows only if
    // both let it; it is disabled, required... if either says so.
    result[state] = previous === undefined ? value : state === 'visible' ? previous && value : previous || value;
  }
  return result;
}

/**
 * A condition: an object of selectors (all must hold), or a list of conditions joined by the
 * operator written between them: 'or' (any holds), 'xor' (exactly one holds), and otherwise,
 * with 'and' or no operator at all, all must hold, as Drupal's Webform module reads such a list
 * on its server.
 */
export function evaluateCondition(condition: unknown, read: FieldReader): boolean {
  if (Array.isArray(condition)) {
    const results = condition.filter((item) => item && typeof item === 'object').map((item) => evaluateCondition(item, read));
    if (condition.includes('xor')) return results.filter(Boolean).length === 1;
    if (condition.includes('or')) return results.some(Boolean);
    return results.every(Boolean);
  }
  if (!condition || typeof condition !== 'object') return false;
  return Object.entries(condition).every(([selector, triggers]) => {
    const reading = read(selector);
    // A list under one selector is OR over its trigger objects.
    if (Array.isArray(triggers)) return triggers.some((item) => testTriggers(item, reading));
    return testTriggers(triggers, reading);
  });
}

/** Several triggers inside one selector object must all hold. */
function testTriggers(triggers: unknown, reading: FieldReading): boolean {
  if (!triggers || typeof triggers !== 'object') return false;
  return Object.entries(triggers).every(([name, expected]) => testTrigger(name, expected, reading));
}

function testTrigger(written: string, expected: unknown, reading: FieldReading): boolean {
  let [name, inverted] = parseNegation(written);
  const opposite = TRIGGER_OPPOSITES[name];
  if (opposite) {
    name = opposite;
    inverted = !inverted;
  }
  let result: boolean;
  switch (name) {
    case 'empty':
      result = reading.empty === (expected !== false);
      break;
    case 'checked':
      result = reading.checked === (expected !== false);
      break;
    case 'value':
      result = testValue(expected, reading.values);
      break;
    default:
      // A comparison written as a trigger of its own (`{ pattern: '^A' }`, as the spec lists
      // them) holds as it does nested under `value`. "!pattern" and "!between" are comparisons
      // of their own: an empty value is neither between the bounds nor outside them.
      if (!COMPARISONS.has(name)) return false;
      if (inverted && NEGATED_COMPARISONS.has(name)) return reading.values.some((value) => compare(`!${name}`, expected, value));
      result = reading.values.some((value) => compare(name, expected, value));
  }
  return inverted ? !result : result;
}

/** `value`: equality as strings, OR over a list, or comparison triggers nested in an object. */
function testValue(expected: unknown, values: readonly string[]): boolean {
  if (Array.isArray(expected)) return expected.some((item) => testValue(item, values));
  if (expected && typeof expected === 'object') {
    return Object.entries(expected).every(([comparison, parameter]) => values.some((value) => compare(comparison, parameter, value)));
  }
  return values.some((value) => value === String(expected));
}

/** The comparisons a `value` trigger nests, also accepted as triggers of their own. */
const COMPARISONS: ReadonlySet<string> = new Set(['pattern', 'less', 'less_equal', 'greater', 'greater_equal', 'between']);
const NEGATED_COMPARISONS: ReadonlySet<string> = new Set(['pattern', 'between']);

function compare(comparison: string, parameter: unknown, value: string): boolean {
  switch (comparison) {
    case 'pattern':
      return matches(parameter, value) === true;
    case '!pattern':
      return matches(parameter, value) === false;
    case 'less':
      return numeric(value, parameter, (a, b) => a < b);
    case 'less_equal':
      return numeric(value, parameter, (a, b) => a <= b);
    case 'greater':
      return numeric(value, parameter, (a, b) => a > b);
    case 'greater_equal':
      return numeric(value, parameter, (a, b) => a >= b);
    case 'between':
      return value !== '' && inRange(value, parameter) === true;
    case '!between':
      // An empty value is neither between nor outside the bounds.
      return value !== '' && inRange(value, parameter) === false;
    default:
      return false;
  }
}

/** undefined when the pattern is not a valid regular expression (the condition never holds). */
function matches(pattern: unknown, value: string): boolean | undefined {
  try {
    return new RegExp(String(pattern)).test(value);
  } catch {
    return undefined;
  }
}

function numeric(value: string, parameter: unknown, test: (a: number, b: number) => boolean): boolean {
  if (value.trim() === '') return false;
  const a = Number(value);
  const b = Number(parameter);
  return !Number.isNaN(a) && !Number.isNaN(b) && test(a, b);
}

/** Inclusive "min:max" with either side blank; undefined when the value is not a number. */
function inRange(value: string, range: unknown): boolean | undefined {
  const number = Number(value);
  if (value.trim() === '' || Number.isNaN(number)) return undefined;
  const [min = '', max = ''] = String(range).split(':');
  if (min.trim() !== '' && number < Number(min)) return false;
  if (max.trim() !== '' && number > Number(max)) return false;
  return true;
}

/**
 * The element name a selector points at, and the sub-key after it: `:input[name="phone[ext]"]`
 * gives ['phone', 'ext']; `files[proof]` gives ['proof']; a bare key is accepted too.
 */
export function parseSelector(selector: string): { key: string; sub?: string } {
  const quoted = /name\s*=\s*["']([^"']+)["']/.exec(selector)?.[1] ?? /name\s*=\s*([^\]\s]+(?:\[[^\]]*\])*)/.exec(selector)?.[1];
  const name = quoted ?? selector.trim();
  const [, head = name, sub] = /^([^[]+)(?:\[([^\]]*)\])?/.exec(name) ?? [];
  if (head === 'files' && sub) return { key: sub };
  return sub ? { key: head, sub } : { key: head };
}

/** What a selector reads in a form's values; `elements` gives each key's element. */
export function createFieldReader(elements: ReadonlyMap<string, WebformElementNode>, values: FormValues): FieldReader {
  return (selector) => {
    const { key, sub } = parseSelector(selector);
    const value = values[key];
    return reading(sub === undefined ? value : subValue(value, sub, elements.get(key)));
  };
}

/** The part of a value a `key[sub]` selector names: a checkbox option, a composite sub-field... */
function subValue(value: FieldValue | undefined, sub: string, element: WebformElementNode | undefined): FieldValue {
  if (value === undefined) return '';
  if (Array.isArray(value)) {
    // key[] is the whole multi-value; key[option] is that option's checkbox.
    if (sub === '') return value;
    return value.some((item) => item === sub) ? sub : '';
  }
  if (typeof value === 'object') return value[sub] ?? '';
  // A select-other's single value: which option is selected, or the text typed in "other".
  if (sub === 'select' || sub === 'other') {
    const isOption = value === '' || hasOption(element?.['#options'], value);
    if (sub === 'select') return isOption ? value : '_other_';
    return isOption ? '' : value;
  }
  return value;
}

function reading(value: FieldValue | undefined): FieldReading {
  const strings = valueStrings(value);
  return {
    values: strings.length ? strings : [''],
    empty: isEmptyValue(value),
    checked: strings.some((item) => item !== '' && item !== '0' && item !== 'false'),
  };
}
