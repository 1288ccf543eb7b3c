import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { normaliseOptionSet } from '../../adapters/content/drupal/webform-option-sets';
import { normaliseWebform } from '../../adapters/content/drupal/webforms';
import { blockDefinitions } from '../../blocks';
import { validateForm } from '../../domain/webform/validate';
import { collections, createContentValidator } from './collections';
import { ContentStore } from './store';

/** A form written for this test with what real Drupal sites write, exported as `drush config:export` does. */
const folder = join(import.meta.dirname, '../../tests/fixtures/drupal-config');
const config = (name: string) => parse(readFileSync(join(folder, name), 'utf8')) as Record<string, unknown>;
const form = config('webform.webform.inscription.yml');
const store = await ContentStore.load(
  {
    name: 'test',
    load: async () => [
      { origin: 'grades.yml', collection: 'webform-options', ...normaliseOptionSet(config('webform.webform_options.grades.yml')) },
      {
        origin: 'inscription.yml',
        collection: 'webforms',
        ...normaliseWebform({ type: 'webform--webform', id: 'u', attributes: { ...form, drupal_internal__id: form.id } }, 'en', new Date()),
      },
    ],
  },
  createContentValidator(blockDefinitions),
  collections,
);
type Elements = Record<string, Record<string, unknown>>;
const loaded = store.documents<{ elements: Elements; leftOut: unknown[] }>('webforms')[0]!.value;
const { elements } = loaded;
const about = elements.about as unknown as Elements;

describe('a form written in Drupal, read as Drupal reads it', () => {
  it('reads numbers written as strings as numbers, and empty values as not set', () => {
    // #min takes a number or a string (a date, "today"...): the limit rules read "0" as 0.
    expect(elements.age).toEqual({ '#type': 'number', '#title': 'Age', '#min': '0' });
    expect(about.notes!['#rows']).toBe(5);
    expect(about.name!['#maxlength']).toBe(499);
    expect(elements.cv!['#max_filesize']).toBe(10);
    expect(about.email).toEqual({ '#type': 'email', '#title': 'Email' });
  });

  it('reads integer keys and labels as strings, and a plain list of options as value = label', () => {
    expect(elements.year!['#options']).toEqual({ '2007': '2007', '2008': '2008' });
    expect(elements.opinion!['#answers']).toEqual({ '1': '1', '2': '2' });
    expect(elements.level!['#options']).toEqual({ Beginner: 'Beginner', Advanced: 'Advanced' });
    expect(elements.grade!['#options']).toEqual({ A: 'A', B: 'B', C: 'C' });
  });

  it('keeps #multiple: 3, the attributes of labels and wrappers, and option texts with a description', () => {
    expect(elements.topics!['#multiple']).toBe(3);
    expect(elements.cv!['#multiple']).toBe(3);
    expect(about['#label_attributes']).toEqual({ class: ['bold'] });
    expect(about.name!['#wrapper_attributes']).toEqual({ class: ['half'] });
    expect((elements.topics!['#options'] as Record<string, string>).rail).toBe('Rail -- trains and tracks');
  });

  it('reads a character counter as the most characters, the misspelt require state as required, and drops a trigger naming nothing', () => {
    expect(about.notes!['#maxlength']).toBe(200);
    expect(elements.details!['#states']).toEqual({ required: { ':input[name="level"]': { value: 'Advanced' } } });
  });

  it('reads a title written in HTML as its text, and clears the tokens Drupal fills from the visitor or the site', () => {
    expect(about['#title']).toBe('About you');
    expect(about.name!['#default_value']).toBeUndefined();
    // The submission's own tokens stay for the computed element to fill.
    expect(elements.summary!['#template']).toBe('[webform_submission:values:name] ([webform_submission:values:level])');
  });

  it('leaves out only the elements it cannot read, each logged once with its pointer and the value expected', () => {
    expect(Object.keys(elements)).not.toContain('pages');
    expect(Object.keys(elements)).not.toContain('city');
    // A key with a capital letter, which Drupal accepts: that element alone is left out.
    expect(Object.keys(elements)).not.toContain('page_contact_Details');
    expect(Object.keys(elements)).toContain('summary');
    expect(Object.keys(about)).not.toContain('empty_slot');
    expect(store.problems.map((problem) => `${problem.pointer}: ${problem.reason}`)).toEqual([
      '/elements/about/empty_slot: element "empty_slot" is null, not an element: the element is left out of the form',
      '/elements/page_contact_Details: element key "page_contact_Details" has characters other than lowercase letters, digits and "_": the element is left out of the form',
      '/elements/pages/#rows: must be of type integer: the element is left out of the form',
      expect.stringMatching(
        /^\/elements\/city\/#autocomplete_items: #autocomplete_items names the option set "cities_of_the_world", which does not exist/,
      ),
    ]);
    expect(loaded.leftOut).toHaveLength(4);
  });

  it('never requires an element it left out: the rest of the form is sent', async () => {
    const required = await ContentStore.load(
      {
        name: 'test',
        load: async () => [
          {
            origin: 'webforms/avis.fr.json',
            collection: 'webforms',
            data: {
              id: 'avis',
              langcode: 'fr',
              title: 'Avis',
              status: 'open',
              confirmation: { type: 'inline' },
              elements: {
                name: { '#type': 'textfield', '#title': 'Nom', '#required': true },
                pages: { '#type': 'textarea', '#title': 'Pages', '#rows': 'cinq', '#required': true },
              },
            },
          },
        ],
      },
      createContentValidator(blockDefinitions),
      collections,
    );
    const avis = required.documents<{ elements: Record<string, never> }>('webforms')[0]!.value;
    expect(validateForm(avis.elements, { name: 'Camille' }, { today: '2026-03-15' }).errors).toEqual({});
    expect(validateForm(avis.elements, {}, { today: '2026-03-15' }).errors).toEqual({ name: { key: 'webform.required' } });
  });
});
