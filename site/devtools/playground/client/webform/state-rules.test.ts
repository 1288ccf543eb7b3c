import { createFieldReader, evaluateStates } from '../../../../../domain/webform/states';
import { readStates, STATE_NAMES, type StateRule, TRIGGERS, writeStates } from './state-rules';

const contactBy = { '#type': 'radios', '#title': 'Contact by', '#options': { email: 'E-mail', phone: 'Phone' } } as const;
const elements = new Map<string, never>([
  ['contact', contactBy as never],
  ['phone', { '#type': 'tel' } as never],
  ['agree', { '#type': 'checkbox' } as never],
]);
const statesFor = (states: Record<string, unknown> | undefined, values: Record<string, string>) =>
  evaluateStates(states, createFieldReader(elements, values));

describe('#states edited as rules', () => {
  it('offers only the states and tests the webform rules understand', () => {
    for (const state of STATE_NAMES) expect(Object.keys(statesFor({ [state]: {} }, {}))).toHaveLength(1);
    // Each test holds for some value and fails for another: the evaluator knows it.
    for (const { id } of TRIGGERS) {
      const rule: StateRule = { state: 'visible', join: 'and', conditions: [{ key: 'phone', trigger: id, value: '06' }] };
      const states = writeStates([rule]);
      expect(new Set([statesFor(states, { phone: '06' }).visible, statesFor(states, { phone: '' }).visible]).size).toBe(2);
    }
  });

  it('writes one condition as Drupal does, and reads it back', () => {
    const rules: StateRule[] = [{ state: 'visible', join: 'and', conditions: [{ key: 'contact', trigger: 'value', value: 'phone' }] }];
    const json = writeStates(rules);
    expect(json).toEqual({ visible: { ':input[name="contact"]': { value: 'phone' } } });
    expect(readStates(json)).toEqual(rules);
    expect(statesFor(json, { contact: 'phone' })).toEqual({ visible: true });
    expect(statesFor(json, { contact: 'email' })).toEqual({ visible: false });
  });

  it('joins conditions with and (one object), or and xor (a list with the operator between)', () => {
    const both = (join: StateRule['join']): StateRule => ({
      state: 'required',
      join,
      conditions: [
        { key: 'contact', trigger: 'value', value: 'phone' },
        { key: 'agree', trigger: 'checked', value: '' },
      ],
    });
    expect(writeStates([both('and')])).toEqual({
      required: { ':input[name="contact"]': { value: 'phone' }, ':input[name="agree"]': { checked: true } },
    });
    expect(writeStates([both('xor')])).toEqual({
      required: [{ ':input[name="contact"]': { value: 'phone' } }, 'xor', { ':input[name="agree"]': { checked: true } }],
    });
    for (const join of ['and', 'or', 'xor'] as const) expect(readStates(writeStates([both(join)]))).toEqual([both(join)]);
    const or = writeStates([both('or')]);
    expect(statesFor(or, { contact: 'phone', agree: '' })).toEqual({ required: true });
    expect(statesFor(or, { contact: 'email', agree: '' })).toEqual({ required: false });
    const xor = writeStates([both('xor')]);
    expect(statesFor(xor, { contact: 'phone', agree: '1' })).toEqual({ required: false });
  });

  it('keeps two and-joined tests of one element in a list, each of their own', () => {
    const rule: StateRule = {
      state: 'disabled',
      join: 'and',
      conditions: [
        { key: 'phone', trigger: 'filled', value: '' },
        { key: 'phone', trigger: '!value', value: '00' },
      ],
    };
    const json = writeStates([rule]);
    expect(json).toEqual({
      disabled: [{ ':input[name="phone"]': { filled: true } }, 'and', { ':input[name="phone"]': { '!value': '00' } }],
    });
    expect(readStates(json)).toEqual([rule]);
  });

  it('reads the selectors and lists Drupal exports; no rules is no #states', () => {
    expect(readStates({ invisible: [{ ":input[name='agree']": { unchecked: true } }, { contact: { value: 3 } }] })).toEqual([
      {
        state: 'invisible',
        join: 'and',
        conditions: [
          { key: 'agree', trigger: 'unchecked', value: '' },
          { key: 'contact', trigger: 'value', value: '3' },
        ],
      },
    ]);
    expect(readStates(undefined)).toEqual([]);
    expect(writeStates([])).toBeUndefined();
  });

  it('leaves to the JSON what it cannot show', () => {
    for (const states of [
      { 'visible-slide': { ':input[name="a"]': { filled: true } } },
      { '!visible': { ':input[name="a"]': { filled: true } } },
      { visible: { ':input[name="a"]': { value: { greater: 3 } } } },
      { visible: { ':input[name="a[b]"]': { checked: true } } },
      { visible: { ':input[name="a"]': { checked: false } } },
      { visible: { ':input[name="a"]': { filled: true, value: 'x' } } },
      { visible: { ':input[name="a"]': [{ value: 'x' }, { value: 'y' }] } },
      {
        visible: [{ ':input[name="a"]': { filled: true } }, 'or', { ':input[name="b"]': { filled: true } }, 'xor', { c: { filled: true } }],
      },
      { visible: {} },
      [],
    ]) {
      expect(readStates(states)).toBeUndefined();
    }
  });
});
