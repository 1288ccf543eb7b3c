import { validateForm } from './validate';
import { emptyValueFor, valueLimit, valueShape } from './value-shapes';
import { describeVisibility } from './state-words';
import { createTranslator } from '@quai/engine/i18n';
import { catalogs } from '../../tests/helpers/render-block';

const needs = { '#type': 'checkboxes', '#title': 'Besoins', '#options': { fauteuil: 'Fauteuil', bagages: 'Bagages', visuel: 'Malvoyant' } };

describe('value shapes', () => {
  it('takes any number of ticked options in a checkbox group unless a numeric #multiple caps it', () => {
    expect(valueLimit(needs)).toBe('unlimited');
    expect(valueLimit({ ...needs, '#multiple': true })).toBe('unlimited');
    expect(valueLimit({ ...needs, '#multiple': 2 })).toBe(2);
    expect(valueLimit({ ...needs, '#multiple': 1 })).toBe(1);
    const context = { today: '2026-11-23' };
    expect(validateForm({ needs }, { needs: ['fauteuil', 'bagages'] }, context).errors).toEqual({});
    expect(validateForm({ needs: { ...needs, '#multiple': 2 } }, { needs: ['fauteuil', 'bagages', 'visuel'] }, context).errors).toEqual({
      needs: { key: 'webform.multiple.max', values: { max: 2 } },
    });
  });

  it('gives each type its shape and its empty value', () => {
    expect(valueShape({ '#type': 'textfield' })).toEqual({ kind: 'text' });
    expect(valueShape({ '#type': 'textfield', '#multiple': 3 })).toEqual({ kind: 'list', max: 3 });
    expect(valueShape({ '#type': 'radios', '#multiple': true })).toEqual({ kind: 'text' });
    expect(valueShape({ '#type': 'webform_telephone' })).toEqual({ kind: 'composite', keys: ['type', 'phone', 'ext'] });
    expect(
      valueShape({
        '#type': 'webform_custom_composite',
        '#multiple': 3,
        '#element': { name: { '#type': 'textfield' }, age: { '#type': 'number' } },
      }),
    ).toEqual({ kind: 'composites', keys: ['name', 'age'], max: 3 });
    expect(emptyValueFor({ '#type': 'webform_vat' })).toEqual({ country_tax_residence: '', vat_number: '', vat_number_valid: '' });
    expect(emptyValueFor(needs)).toEqual([]);
  });
});

describe('#states in words', () => {
  const t = createTranslator('en', catalogs.en);
  const elements = new Map(
    Object.entries({
      needs,
      contact_by: { '#type': 'radios', '#title': 'How should we reach you?', '#options': { email: 'By e-mail', sms: 'By text message' } },
      name: { '#type': 'textfield', '#title': 'Name' },
    }),
  );

  it('says which choice reveals a field', () => {
    expect(describeVisibility({ visible: { ':input[name="contact_by"]': { value: 'email' } } }, elements, t)).toBe(
      'Only if you chose “By e-mail” for “How should we reach you?”.',
    );
    expect(describeVisibility({ visible: { ':input[name="needs[fauteuil]"]': { checked: true } } }, elements, t)).toBe(
      'Only if you ticked “Fauteuil”.',
    );
  });

  it('joins "or" lists and several selectors, and reads invisible and negations', () => {
    expect(
      describeVisibility(
        { visible: [{ ':input[name="contact_by"]': { value: 'email' } }, 'or', { ':input[name="contact_by"]': { value: 'sms' } }] },
        elements,
        t,
      ),
    ).toBe(
      'Only if you chose “By e-mail” for “How should we reach you?” or if you chose “By text message” for “How should we reach you?”.',
    );
    expect(
      describeVisibility(
        { invisible: { ':input[name="name"]': { filled: true }, ':input[name="needs[bagages]"]': { unchecked: true } } },
        elements,
        t,
      ),
    ).toBe('Except if “Name” is filled in and if you did not tick “Bagages”.');
    expect(describeVisibility({ required: { ':input[name="name"]': { filled: true } } }, elements, t)).toBeUndefined();
  });

  it('reads a list without an operator as "and", and the slide states as their plain ones', () => {
    expect(
      describeVisibility(
        { 'visible-slide': [{ ':input[name="name"]': { filled: true } }, { ':input[name="needs[bagages]"]': { checked: true } }] },
        elements,
        t,
      ),
    ).toBe('Only if “Name” is filled in and if you ticked “Bagages”.');
  });
});
