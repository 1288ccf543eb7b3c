import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentSource, RawDocument } from '../../adapters/content/source';
import { blockDefinitions } from '../../blocks';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import { collections, createContentValidator } from './collections';
import { ContentStore } from './store';

const validator = createContentValidator(blockDefinitions);
const ROOT = join(import.meta.dirname, '../..');
const shipped = (id: string): RawDocument => ({
  origin: `webform-options/${id}.json`,
  collection: 'webform-options',
  data: JSON.parse(readFileSync(join(ROOT, `site/content/webform-options/${id}.json`), 'utf8')),
});
const source = (documents: RawDocument[]): ContentSource => ({ name: 'test', load: async () => documents });
const form = (id: string, langcode: string, elements: Record<string, unknown>): RawDocument => ({
  origin: `webforms/${id}.${langcode}.json`,
  collection: 'webforms',
  data: { id, langcode, title: `Form ${id}`, status: 'open', confirmation: { type: 'message' }, elements },
});
const elementsOf = (store: ContentStore, id: string, langcode: string) =>
  store
    .documents<{ id: string; langcode: string; elements: Record<string, Record<string, unknown>> }>('webforms')
    .find(({ value }) => value.id === id && value.langcode === langcode)?.value.elements;

describe('webform option sets', () => {
  it('ship as valid content: every set of the site folder loads without a problem', async () => {
    const store = await ContentStore.load(new EmbeddedContentSource(join(ROOT, 'site/content'), ROOT), validator, collections);
    expect(store.problems.filter((problem) => problem.file.includes('webform-options'))).toEqual([]);
    const ids = store.documents<{ id: string }>('webform-options').map(({ value }) => value.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'yes_no',
        'days',
        'months',
        'titles',
        'gender',
        'country_names',
        'country_codes',
        'languages',
        'time_zones',
        'likert_agreement',
        'likert_ten_scale',
        'state_province_names',
      ]),
    );
  });

  it("replace a set's name in #options, #autocomplete_items and #answers by its options in the form's language", async () => {
    const elements = {
      consent: { '#type': 'radios', '#title': 'Accord', '#options': 'yes_no' },
      country: { '#type': 'webform_autocomplete', '#title': 'Pays', '#autocomplete_items': 'country_codes' },
      opinion: { '#type': 'webform_likert', '#title': 'Avis', '#questions': { q1: 'Ponctualité' }, '#answers': 'likert_agreement' },
      tongue: { '#type': 'language_select', '#title': 'Langue' },
    };
    const store = await ContentStore.load(
      source([
        shipped('yes_no'),
        shipped('country_codes'),
        shipped('likert_agreement'),
        shipped('languages'),
        form('avis', 'fr', elements),
        form('avis', 'it', elements),
      ]),
      validator,
      collections,
    );
    expect(store.problems).toEqual([]);
    const french = elementsOf(store, 'avis', 'fr')!;
    expect(french.consent!['#options']).toEqual({ Yes: 'Oui', No: 'Non' });
    expect((french.country!['#autocomplete_items'] as Record<string, string>).DE).toBe('Allemagne');
    expect(french.opinion!['#answers']).toMatchObject({ '1': "Pas du tout d'accord", '5': "Tout à fait d'accord" });
    expect((french.tongue!['#options'] as Record<string, string>).German).toBe('allemand');
    expect(elementsOf(store, 'avis', 'it')!.consent!['#options']).toEqual({ Yes: 'Sì', No: 'No' });
  });

  it('leave out an element naming a set that does not exist, with the property and the value, and load the rest of its form', async () => {
    const store = await ContentStore.load(
      source([
        shipped('yes_no'),
        form('faute', 'fr', {
          box: { '#type': 'fieldset', pick: { '#type': 'select', '#options': 'colours' }, ok: { '#type': 'radios', '#options': 'yes_no' } },
        }),
      ]),
      validator,
      collections,
    );
    expect(store.problems).toEqual([
      {
        file: 'webforms/faute.fr.json',
        pointer: '/elements/box/pick/#options',
        reason: expect.stringMatching(
          /^#options names the option set "colours", which does not exist .*: the element is left out of the form$/,
        ),
      },
    ]);
    const faute = elementsOf(store, 'faute', 'fr')!;
    expect(Object.keys(faute.box!)).toEqual(['#type', 'ok']);
    expect(store.documents<{ leftOut?: unknown }>('webforms')[0]!.value.leftOut).toEqual([
      {
        pointer: '/elements/box/pick',
        reason: '#options names the option set "colours", which does not exist: the element is left out of the form',
      },
    ]);
  });

  it("resolve the names of a form written inline in a page's block, in the page's language", async () => {
    const block = (options: string) => ({
      type: 'webform-block',
      form: 'inline',
      definition: {
        id: 'inline',
        langcode: 'es',
        title: 'Encuesta',
        status: 'open',
        confirmation: { type: 'message' },
        elements: { ok: { '#type': 'radios', '#options': options } },
      },
    });
    const page = {
      id: 'p-encuesta',
      locale: 'es',
      path: '/es/encuesta',
      layout: 'edito_centered',
      title: 'Encuesta',
      blocks: [block('yes_no'), block('nada')],
    };
    const store = await ContentStore.load(
      source([shipped('yes_no'), { origin: 'pages/encuesta.es.json', collection: 'pages', data: page }]),
      validator,
      collections,
    );
    const blocks = store.pages.find('/es/encuesta')!.blocks as Array<{
      definition?: { elements: Record<string, Record<string, unknown>> };
    }>;
    expect(blocks[0]!.definition!.elements.ok!['#options']).toEqual({ Yes: 'Sí', No: 'No' });
    // An unknown name leaves its element out: the form shows without it.
    expect(blocks[1]!.definition!.elements).toEqual({});
    expect(store.problems).toEqual([
      { file: 'pages/encuesta.es.json', pointer: '/blocks/1/definition/elements/ok/#options', reason: expect.stringContaining('"nada"') },
    ]);
  });

  it('keep the first set of an id and report the other', async () => {
    const twin: RawDocument = { ...shipped('yes_no'), origin: 'webform-options/yes_no-copy.json' };
    const store = await ContentStore.load(source([shipped('yes_no'), twin]), validator, collections);
    expect(store.problems).toEqual([
      {
        file: 'webform-options/yes_no-copy.json',
        pointer: '/id',
        reason: 'option set "yes_no" is already defined by webform-options/yes_no.json',
      },
    ]);
    expect(store.documents('webform-options')).toHaveLength(1);
  });

  it('keep option groups, their names translated like values', async () => {
    const set: RawDocument = {
      origin: 'webform-options/classes.json',
      collection: 'webform-options',
      data: {
        langcode: 'en',
        id: 'classes',
        label: 'Classes',
        options: { Train: { first: 'First class', second: 'Second class' }, coach: 'Coach' },
        translations: { fr: { options: { Train: 'Train', first: '1re classe', coach: 'Car' } } },
      },
    };
    const store = await ContentStore.load(
      source([set, form('voyage', 'fr', { seat: { '#type': 'select', '#options': 'classes' } })]),
      validator,
      collections,
    );
    expect(elementsOf(store, 'voyage', 'fr')!.seat!['#options']).toEqual({
      Train: { first: '1re classe', second: 'Second class' },
      coach: 'Car',
    });
  });
});
