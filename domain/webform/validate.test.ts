import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RENDERED_TYPES } from './elements';
import type { FormErrors } from './messages';
import { validateField, validateForm, type ValidationContext } from './validate';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

const context: ValidationContext = { today: '2026-03-15' };
const check = (element: WebformElementNode, value: Parameters<typeof validateField>[2], required = false) =>
  validateField('f', element, value, required, context);

describe('webform validation rules', () => {
  it('a required field that is empty gives webform.required, or its own #required_error', () => {
    expect(check({ '#type': 'textfield' }, '', true)).toEqual({ f: { key: 'webform.required' } });
    expect(check({ '#type': 'textfield', '#required_error': 'Dites-nous tout.' }, '', true)).toEqual({ f: { text: 'Dites-nous tout.' } });
    expect(check({ '#type': 'checkbox' }, '0', true)).toEqual({ f: { key: 'webform.required' } });
    expect(check({ '#type': 'webform_terms_of_service' }, '1', true)).toEqual({});
    expect(check({ '#type': 'webform_rating' }, '0', true)).toEqual({ f: { key: 'webform.required' } });
    expect(check({ '#type': 'textfield' }, '', false)).toEqual({});
  });

  it('text longer than #maxlength is refused, and never shorter text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.string({ maxLength: 40 }), (max, text) => {
        const errors = check({ '#type': 'textfield', '#maxlength': max }, text);
        expect('f' in errors).toBe([...text].length > max);
      }),
    );
  });

  it('dates before #date_date_min or after #date_date_max are refused; today is the current day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }), (day) => {
        const iso = day.toISOString().slice(0, 10);
        const errors = check({ '#type': 'date', '#date_date_min': 'today', '#date_date_max': '2030-01-01' }, iso);
        if (iso < context.today) expect(errors).toEqual({ f: { key: 'webform.date.min', values: { date: '2026-03-15' } } });
        else if (iso > '2030-01-01') expect(errors).toEqual({ f: { key: 'webform.date.max', values: { date: '2030-01-01' } } });
        else expect(errors).toEqual({});
      }),
    );
  });

  it('a date and time needs a 19xx or 20xx year, month, day, hour and minute; seconds are optional', () => {
    const element: WebformElementNode = { '#type': 'datetime' };
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.boolean(),
        (y, mo, d, h, mi, seconds) => {
          const two = (n: number) => String(n).padStart(2, '0');
          const value = `${y}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}${seconds ? ':30' : ''}`;
          expect(check(element, value)).toEqual({});
        },
      ),
    );
    for (const bad of ['1899-05-01T10:00', '2026-13-01T10:00', '2026-02-30T10:00', '2026-05-01', '2026-05-01T24:00', '2026-05-01T10']) {
      expect(check(element, bad)).toEqual({ f: { key: 'webform.datetime.invalid' } });
    }
  });

  it('a phone extension is digits only, at most 20', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,25}$/), (ext) => {
        const errors = check({ '#type': 'webform_telephone' }, { type: '', phone: '0123456789', ext });
        expect('f][ext' in errors).toBe(ext.length > 20);
      }),
    );
    expect(check({ '#type': 'webform_telephone' }, { type: '', phone: '0123456789', ext: '12a' })).toEqual({
      'f][ext': { key: 'webform.telephone.ext' },
    });
  });

  it('a star rating defaults to at most 5', () => {
    expect(check({ '#type': 'webform_rating' }, '5')).toEqual({});
    expect(check({ '#type': 'webform_rating' }, '6')).toEqual({ f: { key: 'webform.rating.invalid', values: { max: 5 } } });
  });

  it('options must be offered; "other" variants accept free text', () => {
    const options = { a: 'A', b: 'B' };
    expect(check({ '#type': 'select', '#options': options }, 'z')).toEqual({ f: { key: 'webform.option.invalid' } });
    expect(check({ '#type': 'webform_select_other', '#options': options }, 'z')).toEqual({});
    expect(check({ '#type': 'checkboxes', '#options': options, '#multiple': 1 }, ['a'])).toEqual({});
    expect(check({ '#type': 'checkboxes', '#options': options, '#multiple': 2 }, ['a', 'b', 'z'])).toEqual({
      f: { key: 'webform.multiple.max', values: { max: 2 } },
    });
  });

  it('repeatable values are checked one by one, keyed by position', () => {
    expect(check({ '#type': 'email', '#multiple': true }, ['ok@example.fr', 'nope'])).toEqual({ 'f][1': { key: 'webform.email.invalid' } });
  });
});

describe('validating a whole form', () => {
  const elements: Record<string, WebformElementNode> = {
    name: { '#type': 'textfield', '#required': true, '#input_mask': 'upper' },
    city: { '#type': 'webform_autocomplete', '#autocomplete_items': ['Lyon', 'Paris'], '#required': true },
    why: { '#type': 'textarea', '#required': true, '#states': { visible: { ':input[name="name"]': { value: 'OTHER' } } } },
    hidden_field: { '#type': 'textfield', '#access': false },
  };

  it('upper-cases masked input, empties autocomplete values outside the list, skips hidden fields', () => {
    const result = validateForm(elements, { name: 'dupont', city: 'Marseille', why: '', hidden_field: 'tampered' }, context);
    expect(result.values).toMatchObject({ name: 'DUPONT', city: '', why: '', hidden_field: '' });
    expect(result.errors).toEqual({ city: { key: 'webform.required' } });
  });

  it('a shown dependent field is required', () => {
    expect(validateForm(elements, { name: 'other', city: 'Lyon' }, context).errors).toEqual({ why: { key: 'webform.required' } });
  });

  it('merges the custom check with the rules', () => {
    const result = validateForm(
      elements,
      { name: 'a', city: 'Lyon' },
      { ...context, custom: (key): FormErrors => (key === 'name' ? { name: { text: 'Taken' } } : {}) },
    );
    expect(result.errors).toEqual({ name: { text: 'Taken' } });
  });
});

describe('elements the site cannot render', () => {
  it('are never required: a form whose required element shows the debug block can still be sent', () => {
    const elements: Record<string, WebformElementNode> = {
      name: { '#type': 'textfield', '#required': true },
      opinion: { '#type': 'site_opinion', '#required': true, '#min': 1, '#max': 10 },
    };
    const { errors, values } = validateForm(elements, { name: 'Camille' }, context);
    expect(errors).toEqual({});
    expect(values).toEqual({ name: 'Camille' });
  });

  it('are exactly the types without a schema in schemas/webform', () => {
    const schemaTypes = readdirSync(join(import.meta.dirname, '../../schemas/webform'))
      .map(
        (file) =>
          (
            JSON.parse(readFileSync(join(import.meta.dirname, '../../schemas/webform', file), 'utf8')) as {
              properties?: { '#type'?: { const?: string } };
            }
          ).properties?.['#type']?.const,
      )
      .filter((type): type is string => typeof type === 'string');
    expect([...RENDERED_TYPES].sort()).toEqual(schemaTypes.sort());
  });
});

describe('limits written as Drupal strings', () => {
  it('hold on the server as numbers, dates and times', () => {
    expect(check({ '#type': 'number', '#min': '1', '#max': '9' }, '0')).toEqual({ f: { key: 'webform.number.min', values: { min: 1 } } });
    expect(check({ '#type': 'number', '#min': '1', '#max': '9' }, '5')).toEqual({});
    // context.today is 2026-03-15.
    expect(check({ '#type': 'date', '#date_date_min': '-1 year' }, '2025-03-14')).toEqual({
      f: { key: 'webform.date.min', values: { date: '2025-03-15' } },
    });
    expect(check({ '#type': 'date', '#min': '2009-01-01', '#max': '+2 weeks' }, '2026-03-30')).toEqual({
      f: { key: 'webform.date.max', values: { date: '2026-03-29' } },
    });
    expect(check({ '#type': 'webform_time', '#min': '14:00' }, '13:59')).toEqual({
      f: { key: 'webform.time.min', values: { time: '14:00' } },
    });
    expect(check({ '#type': 'webform_time', '#min': '14:00', '#max': '18:30' }, '14:00')).toEqual({});
  });
});
