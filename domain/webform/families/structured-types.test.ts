import { compositeParts } from './part-composites';
import { validateForm } from '../validate';
import { emptyValueFor, valueShape } from '../value-shapes';
import { optionLabel, type ElementMap, type FormValues } from '../elements';

const context = { today: '2026-11-25' };
const errorsOf = (elements: ElementMap, values: FormValues) => validateForm(elements, values, context).errors;
const address = { '#type': 'webform_address', '#title': 'Adresse', '#required': true };
const filled = (parts: Record<string, string>) => ({
  address: '',
  address_2: '',
  city: '',
  state_province: '',
  postal_code: '',
  country: '',
  ...parts,
});

describe('country-aware addresses', () => {
  it('lays a French address out street, postal code, city; a US one city, state, ZIP code', () => {
    expect(compositeParts(address, { country: 'FR' }, true).map((part) => part.key)).toEqual([
      'country',
      'address',
      'address_2',
      'postal_code',
      'city',
    ]);
    const us = compositeParts(address, { country: 'US' }, true);
    expect(us.map((part) => part.key)).toEqual(['country', 'address', 'address_2', 'city', 'state_province', 'postal_code']);
    expect(us.find((part) => part.key === 'state_province')).toMatchObject({ titleKey: 'webform.address.state', required: true });
    expect(us.find((part) => part.key === 'postal_code')).toMatchObject({ titleKey: 'webform.address.zip_code', required: true });
    expect(compositeParts(address, { country: 'GB' }, true).find((part) => part.key === 'state_province')).toMatchObject({
      titleKey: 'webform.address.county',
      required: false,
    });
  });

  it('checks the postal code against the country and requires the country’s parts', () => {
    expect(
      errorsOf({ address }, { address: filled({ country: 'FR', address: '1 rue de la Gare', postal_code: '6900', city: 'Lyon' }) }),
    ).toEqual({ 'address][postal_code': { key: 'webform.address.postal_code_invalid' } });
    expect(
      errorsOf({ address }, { address: filled({ country: 'FR', address: '1 rue de la Gare', postal_code: '69003', city: 'Lyon' }) }),
    ).toEqual({});
    expect(
      errorsOf({ address }, { address: filled({ country: 'CA', address: '1 Front St', city: 'Toronto', postal_code: 'M5J 2N1' }) }),
    ).toEqual({ 'address][state_province': { key: 'webform.required' } });
    expect(
      errorsOf({ address }, { address: filled({ country: 'GB', address: '1 Euston Rd', city: 'London', postal_code: 'NW1 2RT' }) }),
    ).toEqual({});
    expect(errorsOf({ address }, { address: filled({ country: 'ZZ', address: 'x', city: 'y' }) })).toEqual({
      'address][country': { key: 'webform.option.invalid' },
    });
  });

  it('an optional address may stay empty, but a started one must be whole', () => {
    const optional = { ...address, '#required': false };
    expect(errorsOf({ optional }, { optional: filled({}) })).toEqual({});
    expect(errorsOf({ optional }, { optional: filled({ city: 'Genève' }) })).toEqual({
      'optional][country': { key: 'webform.required' },
      'optional][address': { key: 'webform.required' },
    });
    expect(errorsOf({ address }, { address: filled({}) })).toEqual({ address: { key: 'webform.required' } });
  });

  it('keeps only the parts shown: none the country leaves out, none hidden by __access', () => {
    const typed = filled({ country: 'FR', address: '1 rue de la Gare', postal_code: '69003', city: 'Lyon', state_province: 'Rhône' });
    expect(validateForm({ address }, { address: typed }, context).values.address).toEqual({ ...typed, state_province: '' });
    const name = { '#type': 'webform_name', '#middle__access': false };
    expect(
      validateForm({ name }, { name: { title: '', first: 'Lou', middle: 'Anne', last: 'Dupont', suffix: '', degree: '' } }, context).values
        .name,
    ).toMatchObject({ first: 'Lou', middle: '' });
  });

  it('reads the address module’s keys, countries and field overrides', () => {
    const element = {
      '#type': 'address',
      '#available_countries': ['BE', 'CH'],
      '#field_overrides': { organization: 'hidden', addressLine2: 'hidden' },
    };
    expect(valueShape(element)).toEqual({
      kind: 'composite',
      keys: [
        'given_name',
        'family_name',
        'organization',
        'address_line1',
        'address_line2',
        'locality',
        'administrative_area',
        'postal_code',
        'country_code',
      ],
    });
    expect(compositeParts(element, { country_code: 'BE' }, true).map((part) => part.key)).toEqual([
      'given_name',
      'family_name',
      'country_code',
      'address_line1',
      'postal_code',
      'locality',
    ]);
    const value = {
      given_name: 'Lou',
      family_name: 'Dupont',
      country_code: 'FR',
      address_line1: 'Rue Neuve 1',
      postal_code: '75001',
      locality: 'Bruxelles',
    };
    expect(errorsOf({ home: { ...element, '#required': true } }, { home: value })).toEqual({
      'home][country_code': { key: 'webform.option.invalid' },
    });
    expect(errorsOf({ home: { ...element, '#required': true } }, { home: { ...value, country_code: 'BE', postal_code: '10000' } })).toEqual(
      { 'home][postal_code': { key: 'webform.address.postal_code_invalid' } },
    );
  });
});

describe('name, contact and link', () => {
  it('a required name needs its first and last parts; __access, __title and __required change a part', () => {
    const name = {
      '#type': 'webform_name',
      '#title': 'Nom',
      '#required': true,
      '#middle__access': false,
      '#title__title': 'Civilité',
      '#degree__required': true,
    };
    expect(compositeParts(name, {}, true).map((part) => [part.key, part.required, part.title])).toEqual([
      ['title', false, 'Civilité'],
      ['first', true, undefined],
      ['last', true, undefined],
      ['suffix', false, undefined],
      ['degree', true, undefined],
    ]);
    expect(errorsOf({ name }, { name: { title: '', first: 'Lou', middle: '', last: '', suffix: '', degree: '' } })).toEqual({
      'name][last': { key: 'webform.required' },
      'name][degree': { key: 'webform.required' },
    });
  });

  it('a contact’s e-mail and phone, a link’s URL follow their rules', () => {
    const contact = { '#type': 'webform_contact', '#required': true };
    const empty = emptyValueFor(contact) as Record<string, string>;
    expect(errorsOf({ contact }, { contact: { ...empty, name: 'Lou', email: 'pas-un-email', phone: 'abc' } })).toEqual({
      'contact][email': { key: 'webform.email.invalid' },
      'contact][phone': { key: 'webform.tel.invalid' },
    });
    const link = { '#type': 'webform_link', '#required': true };
    expect(errorsOf({ link }, { link: { title: 'Vidéo', url: 'javascript:alert(1)' } })).toEqual({
      'link][url': { key: 'webform.url.invalid' },
    });
    expect(errorsOf({ link }, { link: { title: 'Vidéo', url: '' } })).toEqual({ 'link][url': { key: 'webform.required' } });
    expect(errorsOf({ link }, { link: { title: 'Vidéo', url: 'https://exemple.fr/v' } })).toEqual({});
  });
});

describe('mapping, repeated rows and table selections', () => {
  const mapping = {
    '#type': 'webform_mapping',
    '#required': true,
    '#source': { depart: 'Départ', arrivee: 'Arrivée' },
    '#destination': { lyon: 'Lyon', paris: 'Paris' },
  };

  it('a mapping takes one destination per source, every source when required', () => {
    expect(valueShape(mapping)).toEqual({ kind: 'composite', keys: ['depart', 'arrivee'] });
    expect(errorsOf({ mapping }, { mapping: { depart: 'lyon', arrivee: 'marseille' } })).toEqual({
      'mapping][arrivee': { key: 'webform.option.invalid' },
    });
    expect(errorsOf({ mapping }, { mapping: { depart: 'lyon', arrivee: '' } })).toEqual({
      'mapping][arrivee': { key: 'webform.required' },
    });
  });

  it('repeated rows: a list of strings or of objects, at most #cardinality, each row checked', () => {
    const tickets = { '#type': 'webform_multiple', '#required': true, '#cardinality': 2, '#element': { '#type': 'email' } };
    expect(valueShape(tickets)).toEqual({ kind: 'list', max: 2 });
    expect(errorsOf({ tickets }, { tickets: ['', ''] })).toEqual({ tickets: { key: 'webform.required' } });
    expect(errorsOf({ tickets }, { tickets: ['a@exemple.fr', 'b'] })).toEqual({ 'tickets][1': { key: 'webform.email.invalid' } });
    expect(errorsOf({ tickets }, { tickets: ['a@exemple.fr', 'b@exemple.fr', 'c@exemple.fr'] })).toEqual({
      tickets: { key: 'webform.multiple.max', values: { max: 2 } },
    });
    const people = {
      '#type': 'webform_multiple',
      '#element': { nom: { '#type': 'textfield', '#required': true }, age: { '#type': 'number', '#max': 120 } },
    };
    expect(valueShape(people)).toEqual({ kind: 'composites', keys: ['nom', 'age'] });
    expect(
      errorsOf(
        { people },
        {
          people: [
            { nom: 'Lou', age: '30' },
            { nom: '', age: '200' },
          ],
        },
      ),
    ).toEqual({ 'people][1][nom': { key: 'webform.required' }, 'people][1][age': { key: 'webform.number.max', values: { max: 120 } } });
  });

  it('reads a table row given as an option label by its title cell, else its first cell (such labels crashed table forms)', () => {
    expect(optionLabel({ title: 'TER 881234', depart: '08:12' })).toBe('TER 881234');
    expect(optionLabel({ depart: '09:12', train: 'TER 2' })).toBe('09:12');
    expect(optionLabel('Fenêtre -- côté quai')).toBe('Fenêtre');
  });

  it('a table selection takes rows of the table once each; a sorted table every row', () => {
    // Rows of cells, as Drupal writes a table's options (the element type only names string labels).
    const options = { t1: { train: 'TER 1' }, t2: { train: 'TER 2' }, t3: { train: 'TER 3' } } as unknown as Record<string, string>;
    const choice = { '#type': 'tableselect', '#options': options };
    expect(valueShape(choice)).toEqual({ kind: 'list' });
    expect(valueShape({ ...choice, '#multiple': false })).toEqual({ kind: 'text' });
    expect(errorsOf({ choice }, { choice: ['t1', 't9'] })).toEqual({ choice: { key: 'webform.option.invalid' } });
    expect(errorsOf({ choice: { ...choice, '#multiple': false } }, { choice: 't2' })).toEqual({});
    const ranked = { '#type': 'webform_tableselect_sort', '#options': options };
    expect(errorsOf({ ranked }, { ranked: ['t3', 't1'] })).toEqual({});
    expect(errorsOf({ ranked }, { ranked: ['t1', 't1'] })).toEqual({ ranked: { key: 'webform.option.invalid' } });
    const order = { '#type': 'webform_table_sort', '#options': options, '#required': true };
    expect(valueShape(order)).toEqual({ kind: 'list', max: 3 });
    expect(errorsOf({ order }, { order: ['t3', 't1', 't2'] })).toEqual({});
    expect(errorsOf({ order }, { order: ['t3', 't1'] })).toEqual({ order: { key: 'webform.option.invalid' } });
    expect(errorsOf({ order }, { order: [] })).toEqual({ order: { key: 'webform.required' } });
  });
});

describe('rich text and code', () => {
  it('rich text is { value, format }, in an allowed format, at most #maxlength long', () => {
    const story = { '#type': 'text_format', '#required': true, '#allowed_formats': ['basic_html', 'plain_text'], '#maxlength': 10 };
    expect(valueShape(story)).toEqual({ kind: 'composite', keys: ['value', 'format'] });
    expect(errorsOf({ story }, { story: { value: '', format: 'basic_html' } })).toEqual({ story: { key: 'webform.required' } });
    expect(errorsOf({ story }, { story: { value: '<p>Hi</p>', format: 'full_html' } })).toEqual({
      'story][format': { key: 'webform.option.invalid' },
    });
    expect(errorsOf({ story }, { story: { value: '<p>Bonjour à tous</p>', format: 'basic_html' } })).toEqual({
      story: { key: 'webform.maxlength', values: { max: 10 } },
    });
  });

  it('code is only checked for its size, 65,536 characters unless #maxlength says otherwise', () => {
    const code = { '#type': 'webform_codemirror', '#mode': 'yaml' };
    expect(valueShape({ ...code, '#multiple': true })).toEqual({ kind: 'text' });
    expect(errorsOf({ code }, { code: 'a: [unclosed\n<script>alert(1)</script>' })).toEqual({});
    expect(errorsOf({ code }, { code: 'x'.repeat(65_537) })).toEqual({ code: { key: 'webform.maxlength', values: { max: 65_536 } } });
    // Required and left empty: the error is the field's own, shown beside it.
    expect(errorsOf({ code: { ...code, '#required': true } }, { code: '' })).toEqual({ code: { key: 'webform.required' } });
  });
});
