import { joinDatelist, splitDatelist, yearChoices } from './datelist';
import { readPostedFields } from '../posted-fields';
import { validateForm, type ValidationContext } from '../validate';
import { valueShape } from '../value-shapes';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

const context: ValidationContext = { today: '2026-03-15' };
const errorsOf = (element: WebformElementNode, value: Parameters<typeof validateForm>[1][string]) =>
  validateForm({ f: element }, { f: value }, context).errors;
/** A form posted without scripts: every field name to its values. */
const posted = (elements: Record<string, WebformElementNode>, fields: Record<string, string[]>) =>
  readPostedFields(elements, (name) => fields[name] ?? [], Object.keys(fields));

describe('datelist', () => {
  const birth: WebformElementNode = {
    '#type': 'datelist',
    '#title': 'Naissance',
    '#date_part_order': ['day', 'month', 'year'],
    '#date_year_range': '1920:2026',
    '#required': true,
  };
  const departure: WebformElementNode = {
    '#type': 'datelist',
    '#title': 'Départ',
    '#date_year_range': '+0:+1',
    '#date_increment': 15,
    '#date_date_min': 'today',
  };

  it('offers the years of #date_year_range, counted from this year when signed, latest first when reversed', () => {
    expect(yearChoices(departure, context.today)).toEqual([2026, 2027]);
    expect(yearChoices({ ...birth, '#date_year_range_reverse': true }, context.today).slice(0, 2)).toEqual([2026, 2025]);
    expect(yearChoices({ '#type': 'datelist' }, context.today).at(0)).toBe(1900);
  });

  it('keeps parts chosen in any order and reads them back', () => {
    expect(joinDatelist(birth, { day: '5', month: '07', year: '1990' })).toBe('1990-07-05');
    expect(joinDatelist(birth, { day: '5' })).toBe('--05');
    expect(splitDatelist('--05')).toMatchObject({ year: '', month: '', day: '05' });
    expect(joinDatelist(departure, { year: '2026', month: '04', day: '01', hour: '9', minute: '30' })).toBe('2026-04-01T09:30');
  });

  it('asks for every part, a real day, a year of the range and the date limits', () => {
    expect(errorsOf(birth, '--05')).toEqual({ f: { key: 'webform.datetime.invalid' } });
    expect(errorsOf(birth, '2001-02-29')).toEqual({ f: { key: 'webform.date.invalid' } });
    expect(errorsOf(birth, '1910-02-01')).toEqual({ f: { key: 'webform.datelist.year_range', values: { min: 1920, max: 2026 } } });
    expect(errorsOf(birth, '')).toEqual({ f: { key: 'webform.required' } });
    expect(errorsOf(birth, '1990-07-05')).toEqual({});
    expect(errorsOf(departure, '2026-03-14T10:00')).toEqual({ f: { key: 'webform.date.min', values: { date: '2026-03-15' } } });
    expect(errorsOf(departure, '2026-03-16T10')).toEqual({ f: { key: 'webform.datetime.invalid' } });
  });

  it('is read from its parts when posted without scripts', () => {
    expect(posted({ birth }, { 'birth[day]': ['05'], 'birth[month]': ['07'], 'birth[year]': ['1990'] }).values.birth).toBe('1990-07-05');
  });
});

describe('likert', () => {
  const opinion: WebformElementNode = {
    '#type': 'webform_likert',
    '#title': 'Avis',
    '#questions': { clean: 'Propreté', time: 'Ponctualité' },
    '#answers': { '1': 'Mauvais', '2': 'Bon' },
    '#required': true,
  };

  it('holds an answer per question', () => {
    expect(valueShape(opinion)).toEqual({ kind: 'composite', keys: ['clean', 'time'] });
    expect(posted({ opinion }, { 'opinion[clean]': ['1'], 'opinion[time]': ['2'] }).values.opinion).toEqual({ clean: '1', time: '2' });
  });

  it('is required until every question is answered, and takes only its answers', () => {
    expect(errorsOf(opinion, { clean: '1', time: '' })).toEqual({ f: { key: 'webform.required' } });
    expect(errorsOf(opinion, { clean: '1', time: '2' })).toEqual({});
    expect(errorsOf(opinion, { clean: '1', time: '9' })).toEqual({ 'f][time': { key: 'webform.option.invalid' } });
    expect(errorsOf({ ...opinion, '#required': false }, { clean: '', time: '' })).toEqual({});
    expect(errorsOf({ ...opinion, '#na_answer': true }, { clean: 'N/A', time: '1' })).toEqual({});
  });
});

describe('switches, buttons, images and languages', () => {
  it('a required toggle must be on; it posts "1" when on and nothing when off', () => {
    const toggle: WebformElementNode = { '#type': 'webform_toggle', '#title': 'Alertes', '#required': true };
    expect(errorsOf(toggle, '0')).toEqual({ f: { key: 'webform.required' } });
    expect(errorsOf(toggle, '1')).toEqual({});
    expect(posted({ toggle }, {}).values.toggle).toBe('0');
    expect(posted({ toggle }, { toggle: ['1'] }).values.toggle).toBe('1');
  });

  it('toggles are a list of their options, capped by a numeric #multiple', () => {
    const days: WebformElementNode = {
      '#type': 'webform_toggles',
      '#title': 'Jours',
      '#options': { mon: 'Lundi', tue: 'Mardi', wed: 'Mercredi' },
      '#multiple': 2,
    };
    expect(posted({ days }, { 'days[mon]': ['mon'], 'days[wed]': ['wed'] }).values.days).toEqual(['mon', 'wed']);
    expect(errorsOf(days, ['mon', 'sun'])).toEqual({ 'f][1': { key: 'webform.option.invalid' } });
    expect(errorsOf(days, ['mon', 'tue', 'wed'])).toEqual({ f: { key: 'webform.multiple.max', values: { max: 2 } } });
  });

  it('buttons with "Other…" take the text typed in place of an option', () => {
    const reason: WebformElementNode = { '#type': 'webform_buttons_other', '#title': 'Motif', '#options': { work: 'Travail' } };
    expect(posted({ reason }, { reason: ['_other_'], 'reason[other]': ['Un mariage'] }).values.reason).toBe('Un mariage');
    expect(errorsOf(reason, 'Un mariage')).toEqual({});
  });

  it('an image select takes the keys of its images, one or, with #multiple, several', () => {
    const images = { a: { text: 'Voiture A', src: '/a.svg' }, b: { text: 'Voiture B', src: '/b.svg' } };
    expect(errorsOf({ '#type': 'webform_image_select', '#images': images }, 'b')).toEqual({});
    expect(errorsOf({ '#type': 'webform_image_select', '#images': images }, 'c')).toEqual({ f: { key: 'webform.option.invalid' } });
    expect(valueShape({ '#type': 'webform_image_select', '#images': images, '#multiple': true })).toEqual({ kind: 'list' });
    expect(
      posted({ pick: { '#type': 'webform_image_select', '#images': images, '#multiple': true } }, { 'pick[a]': ['a'], 'pick[b]': ['b'] })
        .values.pick,
    ).toEqual(['a', 'b']);
  });

  it('a language select takes the languages it lists', () => {
    const language: WebformElementNode = { '#type': 'language_select', '#options': { French: 'français', German: 'allemand' } };
    expect(errorsOf(language, 'German')).toEqual({});
    expect(errorsOf(language, 'Klingon')).toEqual({ f: { key: 'webform.option.invalid' } });
  });
});

describe('password confirmation', () => {
  const password: WebformElementNode = { '#type': 'password_confirm', '#title': 'Mot de passe', '#required': true };

  it('posted without scripts, two entries that differ are refused with the mismatch message', () => {
    expect(posted({ password }, { 'password[pass1]': ['s3cret'], 'password[pass2]': ['s3cret'] })).toEqual({
      values: { password: 's3cret' },
      errors: {},
    });
    expect(posted({ password }, { 'password[pass1]': ['s3cret'], 'password[pass2]': ['secret'] })).toEqual({
      values: { password: '' },
      errors: { password: { key: 'webform.password.mismatch' } },
    });
  });
});

describe('markup-like elements', () => {
  it('label, item and messages take no value, so the server never requires one', () => {
    const elements: Record<string, WebformElementNode> = {
      heading: { '#type': 'label', '#title': 'Trajet', '#required': true },
      file: { '#type': 'item', '#title': 'Dossier', '#markup': '<p>ABC123</p>', '#required': true },
      notice: { '#type': 'webform_message', '#message_message': '<p>Info</p>', '#required': true },
    };
    expect(validateForm(elements, {}, context)).toMatchObject({ errors: {}, values: {} });
  });
});

describe('webform_scale', () => {
  const scale: WebformElementNode = { '#type': 'webform_scale', '#title': 'Propreté', '#min': 0, '#max': 10, '#required': true };

  it('takes a whole number from #min to #max, 1 to 5 by default, and is required like a choice', () => {
    expect(errorsOf(scale, '0')).toEqual({});
    expect(errorsOf(scale, '10')).toEqual({});
    expect(errorsOf(scale, '11')).toEqual({ f: { key: 'webform.option.invalid' } });
    expect(errorsOf(scale, '2.5')).toEqual({ f: { key: 'webform.option.invalid' } });
    expect(errorsOf(scale, '')).toEqual({ f: { key: 'webform.required' } });
    expect(errorsOf({ '#type': 'webform_scale' }, '5')).toEqual({});
    expect(errorsOf({ '#type': 'webform_scale' }, '0')).toEqual({ f: { key: 'webform.option.invalid' } });
  });

  it('is read from a post without scripts as one value', () => {
    expect(posted({ clean: scale }, { clean: ['7'] }).values).toEqual({ clean: '7' });
  });
});
