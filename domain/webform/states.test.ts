import fc from 'fast-check';
import type { FormValues } from './elements';
import { resolveForm } from './form-state';
import { createFieldReader, evaluateCondition, evaluateStates, parseSelector } from './states';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

const form: Record<string, WebformElementNode> = {
  a: { '#type': 'textfield' },
  b: { '#type': 'textfield' },
  c: { '#type': 'textfield' },
  n: { '#type': 'number' },
  tick: { '#type': 'checkbox' },
  topics: { '#type': 'checkboxes', '#options': { rail: 'Rail', coach: 'Coach' } },
  phone: { '#type': 'webform_telephone' },
};
const byKey = new Map(Object.entries(form));
const read = (values: FormValues) => createFieldReader(byKey, values);
const filled = (key: string) => ({ [`:input[name="${key}"]`]: { filled: true } });

/** Three text values, each empty or not, and whether each condition holds. */
const threeValues = fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()).map(([a, b, c]) => ({
  holds: [a, b, c],
  values: { a: a ? 'x' : '', b: b ? 'y' : '', c: c ? 'z' : '' } as FormValues,
}));

describe('#states conditions', () => {
  it('a list with or is OR, with xor exactly one, with and or no operator AND (as Drupal reads it); an object of selectors is AND', () => {
    fc.assert(
      fc.property(threeValues, ({ holds, values }) => {
        const [a, b, c] = holds;
        expect(evaluateCondition([filled('a'), 'or', filled('b'), 'or', filled('c')], read(values))).toBe(a || b || c);
        expect(evaluateCondition([filled('a'), 'xor', filled('b'), 'xor', filled('c')], read(values))).toBe(
          holds.filter(Boolean).length === 1,
        );
        expect(evaluateCondition({ ...filled('a'), ...filled('b') }, read(values))).toBe(a && b);
        // An item with several selectors is itself ANDed: (A and B) or C.
        expect(evaluateCondition([{ ...filled('a'), ...filled('b') }, 'or', filled('c')], read(values))).toBe((a && b) || c);
        expect(evaluateCondition([filled('a'), 'and', filled('b')], read(values))).toBe(a && b);
        expect(evaluateCondition([filled('a'), filled('b'), filled('c')], read(values))).toBe(a && b && c);
      }),
    );
  });

  it('visible-slide and invisible-slide show and hide as visible and invisible do', () => {
    const r = read({ a: 'x', b: '' });
    expect(evaluateStates({ 'visible-slide': filled('a') }, r)).toEqual({ visible: true });
    expect(evaluateStates({ 'invisible-slide': filled('a') }, r)).toEqual({ visible: false });
    expect(evaluateStates({ 'visible-slide': filled('b') }, r)).toEqual({ visible: false });
  });

  it('every state alias and a leading ! give the opposite state', () => {
    fc.assert(
      fc.property(threeValues, ({ holds, values }) => {
        const condition = filled('a');
        const r = read(values);
        expect(evaluateStates({ visible: condition }, r).visible).toBe(holds[0]);
        expect(evaluateStates({ invisible: condition }, r).visible).toBe(!holds[0]);
        expect(evaluateStates({ '!visible': condition }, r).visible).toBe(!holds[0]);
        expect(evaluateStates({ enabled: condition }, r).disabled).toBe(!holds[0]);
        expect(evaluateStates({ optional: condition }, r).required).toBe(!holds[0]);
        expect(evaluateStates({ readwrite: condition }, r).readonly).toBe(!holds[0]);
        expect(evaluateStates({ unchecked: condition }, r).checked).toBe(!holds[0]);
        expect(evaluateStates({ expanded: condition }, r).collapsed).toBe(!holds[0]);
        expect(evaluateStates({ open: condition }, r).collapsed).toBe(!holds[0]);
      }),
    );
  });

  it('filled is !empty, unchecked is !checked, !value is not value; "0" is not empty', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(''), fc.constant('0'), fc.string()), (text) => {
        const r = read({ a: text, tick: text });
        const on = (triggers: object) => evaluateCondition({ a: triggers }, r);
        expect(on({ filled: true })).toBe(!on({ empty: true }));
        expect(on({ empty: true })).toBe(text === '');
        expect(on({ '!empty': true })).toBe(text !== '');
        expect(on({ value: 'abc' })).toBe(text === 'abc');
        expect(on({ '!value': 'abc' })).toBe(text !== 'abc');
        expect(evaluateCondition({ tick: { unchecked: true } }, r)).toBe(!evaluateCondition({ tick: { checked: true } }, r));
      }),
    );
  });

  it('compares numbers; an empty value is neither less nor greater, nor between nor !between', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (x, p, q) => {
        const [lo, hi] = p <= q ? [p, q] : [q, p];
        const on = (value: object) => evaluateCondition({ n: { value } }, read({ n: String(x) }));
        expect(on({ less: p })).toBe(x < p);
        expect(on({ less_equal: p })).toBe(x <= p);
        expect(on({ greater: p })).toBe(x > p);
        expect(on({ greater_equal: p })).toBe(x >= p);
        expect(on({ between: `${lo}:${hi}` })).toBe(lo <= x && x <= hi);
        expect(on({ '!between': `${lo}:${hi}` })).toBe(!(lo <= x && x <= hi));
        expect(on({ between: `${lo}:` })).toBe(x >= lo);
        expect(on({ between: `:${hi}` })).toBe(x <= hi);
        const empty = (value: object) => evaluateCondition({ n: { value } }, read({ n: '' }));
        expect(
          empty({ less: p }) || empty({ greater: p }) || empty({ between: `${lo}:${hi}` }) || empty({ '!between': `${lo}:${hi}` }),
        ).toBe(false);
      }),
    );
  });

  it('pattern and !pattern test the regular expression', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-C]{0,3}$/), (text) => {
        const r = read({ a: text });
        expect(evaluateCondition({ a: { value: { pattern: '^A' } } }, r)).toBe(text.startsWith('A'));
        expect(evaluateCondition({ a: { value: { '!pattern': '^A' } } }, r)).toBe(!text.startsWith('A'));
      }),
    );
  });

  it('holds each comparison written as a trigger of its own as it holds nested under value', () => {
    const comparisons = ['pattern', '!pattern', 'less', 'less_equal', 'greater', 'greater_equal', 'between', '!between'];
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(''), fc.integer({ min: -20, max: 20 }).map(String), fc.stringMatching(/^[A-C1-3]{0,3}$/)),
        fc.constantFrom(...comparisons),
        fc.oneof(fc.constantFrom('^A', '^1', '[', '-5:5', '3:', ':0'), fc.integer({ min: -20, max: 20 })),
        (text, comparison, parameter) => {
          const r = read({ a: text });
          const nested = evaluateCondition({ a: { value: { [comparison]: parameter } } }, r);
          expect(evaluateCondition({ a: { [comparison]: parameter } }, r)).toBe(nested);
        },
      ),
    );
    expect(evaluateCondition({ a: { pattern: '^A' } }, read({ a: 'Avignon' }))).toBe(true);
    expect(evaluateCondition({ a: { between: '1:10' } }, read({ a: '12' }))).toBe(false);
  });

  it('reads checkbox options, composite sub-fields and lists under one selector as OR', () => {
    const r = read({ topics: ['coach'], phone: { type: 'mobile', phone: '0612', ext: '' }, a: 'b' });
    expect(evaluateCondition({ ':input[name="topics[coach]"]': { checked: true } }, r)).toBe(true);
    expect(evaluateCondition({ ':input[name="topics[rail]"]': { checked: true } }, r)).toBe(false);
    expect(evaluateCondition({ ':input[name="phone[type]"]': { value: 'mobile' } }, r)).toBe(true);
    expect(evaluateCondition({ ':input[name="phone[ext]"]': { empty: true } }, r)).toBe(true);
    expect(evaluateCondition({ ':input[name="a"]': [{ value: 'a' }, { value: 'b' }] }, r)).toBe(true);
    expect(evaluateCondition({ ':input[name="topics[]"]': { value: 'coach' } }, r)).toBe(true);
    expect(parseSelector(':input[name="files[proof]"]')).toEqual({ key: 'proof' });
  });
});

describe('resolving a form', () => {
  const dependent: Record<string, WebformElementNode> = {
    reason: { '#type': 'select', '#options': { delay: 'Delay', other: 'Other' } },
    details: {
      '#type': 'textarea',
      '#required': true,
      '#states': { visible: { ':input[name="reason"]': { value: 'other' } } },
    },
    more: { '#type': 'textfield', '#states': { visible: { ':input[name="details"]': { filled: true } } } },
    box: {
      '#type': 'fieldset',
      '#states': { invisible: { ':input[name="reason"]': { empty: true } } },
      inner: { '#type': 'textfield', '#required': true },
    },
    secret: { '#type': 'textfield', '#access': false },
  };

  it('clears hidden values, drops their required state, and gives values back when shown again', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'delay', 'other'),
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        (reason, details, more) => {
          const resolved = resolveForm(dependent, { reason, details, more, inner: 'x', secret: 's' });
          const shown = reason === 'other';
          expect(resolved.states.get('details')).toMatchObject({ visible: shown, required: shown });
          expect(resolved.values.details).toBe(shown ? details : '');
          // "more" depends on a field that is itself hidden: hidden too.
          expect(resolved.values.more).toBe(shown ? more : '');
          expect(resolved.states.get('inner')).toMatchObject({ visible: reason !== '', required: reason !== '' });
          expect(resolved.values.secret).toBe('');
        },
      ),
    );
  });

  it('keeps a hidden value with #states_clear false', () => {
    const kept = resolveForm(
      { ...dependent, details: { ...dependent.details!, '#states_clear': false } },
      { reason: 'delay', details: 'kept' },
    );
    expect(kept.values.details).toBe('kept');
    expect(kept.states.get('details')?.visible).toBe(false);
  });
});
