import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentSource, RawDocument } from '../../adapters/content/source';
import { blockDefinitions } from '../../blocks';
import { webformSchemas } from '../../domain/webform/element-schemas';
import { collections, createContentValidator } from './collections';
import { ContentStore } from './store';

const validator = createContentValidator(blockDefinitions);
const source = (documents: RawDocument[]): ContentSource => ({ name: 'test', load: async () => documents });
const form = (id: string, langcode: string, elements: Record<string, unknown>) => ({
  id,
  langcode,
  title: `Form ${id}`,
  status: 'open',
  confirmation: { type: 'message' },
  elements,
});
const page = (locale: string, path: string, blocks: unknown[]) => ({
  id: `p-${path.replace(/\W/g, '')}`,
  locale,
  path,
  layout: 'edito_centered',
  title: 'Page',
  blocks,
});

describe('the webforms collection', () => {
  it('leaves out an element whose value cannot be read, reports it at the property with the value expected, and loads the rest', async () => {
    const store = await ContentStore.load(
      source([
        {
          origin: 'webforms/bad.fr.json',
          collection: 'webforms',
          data: form('bad', 'fr', {
            box: { '#type': 'fieldset', age: { '#type': 'number', '#min': { from: 1 } }, name: { '#type': 'textfield', '#title': 'Nom' } },
          }),
        },
        {
          origin: 'webforms/odd.fr.json',
          collection: 'webforms',
          data: form('odd', 'fr', { opinion: { '#type': 'site_opinion', '#title': 'Avis' } }),
        },
      ]),
      validator,
      collections,
    );
    expect(store.problems.map((problem) => `${problem.file} ${problem.pointer}: ${problem.reason}`)).toEqual([
      'webforms/bad.fr.json /elements/box/age/#min: must be of type number,string: the element is left out of the form',
    ]);
    const loaded = store.documents<{ id: string; elements: Record<string, Record<string, unknown>>; leftOut?: unknown }>('webforms');
    expect(loaded.map(({ value }) => value.id)).toEqual(['bad', 'odd']);
    expect(loaded[0]!.value.elements.box).toEqual({ '#type': 'fieldset', name: { '#type': 'textfield', '#title': 'Nom' } });
    expect(loaded[0]!.value.leftOut).toEqual([{ pointer: '/elements/box/age', reason: '/#min: must be of type number,string' }]);
  });

  it('loads a form written in Drupal as Drupal reads it: unused properties set aside with a warning each, markup-only elements as markup', async () => {
    const drupal = {
      ...form('drupal', 'fr', {
        intro: { '#markup': '<p>Tous les champs sont obligatoires.</p>' },
        name: {
          '#type': 'textfield',
          '#title': 'Nom',
          '#required': true,
          '#field_prefix': 'M./Mme',
          '#description_display': 'before',
          '#more': 'Plus de détails',
        },
        country: { '#type': 'select', '#title': 'Pays', '#options': { fr: 'France', be: 'Belgique' }, '#select2': true },
        box: {
          '#type': 'fieldset',
          '#title': 'Contact',
          '#open': true,
          phone: { '#type': 'tel', '#title': 'Téléphone', '#international': true },
        },
        opinion: { '#type': 'site_opinion', '#title': 'Avis', '#min_text': 'Pas du tout' },
      }),
      '#attributes': { class: ['webform--drupal'] },
    };
    const store = await ContentStore.load(
      source([{ origin: 'webforms/drupal.fr.json', collection: 'webforms', data: drupal }]),
      validator,
      collections,
    );
    expect(store.problems).toEqual([]);
    expect(store.warnings.map((warning) => `${warning.pointer}: ${warning.reason}`)).toEqual([
      '/#attributes: form property "#attributes" is not used by this site: ignored',
      '/elements/name/#field_prefix: property "#field_prefix" of a textfield element is not used by this site: ignored',
      '/elements/name/#description_display: property "#description_display" of a textfield element is not used by this site: ignored',
      '/elements/name/#more: property "#more" of a textfield element is not used by this site: ignored',
      '/elements/country/#select2: property "#select2" of a select element is not used by this site: ignored',
      '/elements/box/#open: property "#open" of a fieldset element is not used by this site: ignored',
      '/elements/box/phone/#international: property "#international" of a tel element is not used by this site: ignored',
      '/elements/opinion: element type "site_opinion" is not rendered by this site: it shows as a debug block and takes no value',
    ]);
    const [loaded] = store.documents<{ elements: Record<string, Record<string, unknown>> }>('webforms');
    expect(loaded!.value.elements.intro).toEqual({ '#type': 'webform_markup', '#markup': '<p>Tous les champs sont obligatoires.</p>' });
    expect(loaded!.value.elements.name).toEqual({ '#type': 'textfield', '#title': 'Nom', '#required': true });
    // An element of a type the site does not render keeps all it has, for the debug block.
    expect(loaded!.value.elements.opinion).toEqual({ '#type': 'site_opinion', '#title': 'Avis', '#min_text': 'Pas du tout' });
  });

  it("loads Drupal's core table, whose rows have no type, and a table selection whose options are rows of cells", async () => {
    const tables = form('tables', 'fr', {
      trips: {
        '#type': 'table',
        '#header': { from: 'Départ', to: 'Arrivée' },
        first: { from_1: { '#type': 'textfield', '#title': 'Départ 1' } },
      },
      trains: { '#type': 'tableselect', '#header': { train: 'Train' }, '#options': { t1: { train: 'TER 881234' } } },
    });
    const store = await ContentStore.load(
      source([{ origin: 'webforms/tables.fr.json', collection: 'webforms', data: tables }]),
      validator,
      collections,
    );
    expect(store.problems).toEqual([]);
    expect(store.warnings).toEqual([]);
    const [loaded] = store.documents<{ elements: Record<string, Record<string, unknown>> }>('webforms');
    expect(loaded!.value.elements.trips!.first).toEqual({
      '#type': 'webform_table_row',
      from_1: { '#type': 'textfield', '#title': 'Départ 1' },
    });
  });

  it('leaves out an element with a value PHP cannot read for its property, naming it once without its echoes', async () => {
    const store = await ContentStore.load(
      source([
        {
          origin: 'webforms/wrong.fr.json',
          collection: 'webforms',
          data: form('wrong', 'fr', {
            notes: { '#type': 'textarea', '#rows': 'cinq', '#field_prefix': 'x' },
            name: { '#type': 'textfield', '#required': 'oui' },
          }),
        },
      ]),
      validator,
      collections,
    );
    // The element "does not match", the property "unexpected": echoes, left out.
    expect(store.problems.map((problem) => `${problem.pointer}: ${problem.reason}`)).toEqual([
      '/elements/notes/#rows: must be of type integer: the element is left out of the form',
    ]);
    expect(store.warnings.map((warning) => warning.pointer)).toEqual(['/elements/notes/#field_prefix']);
    // PHP reads any string but '' and '0' as true.
    const [loaded] = store.documents<{ elements: Record<string, unknown> }>('webforms');
    expect(loaded!.value.elements).toEqual({ name: { '#type': 'textfield', '#required': true } });
  });

  it("fills a page's webform block with the form in the page's language, falling back to French", async () => {
    const store = await ContentStore.load(
      source([
        {
          origin: 'webforms/contact.fr.json',
          collection: 'webforms',
          data: form('contact', 'fr', { nom: { '#type': 'textfield', '#title': 'Nom' } }),
        },
        {
          origin: 'webforms/contact.en.json',
          collection: 'webforms',
          data: form('contact', 'en', { nom: { '#type': 'textfield', '#title': 'Name' } }),
        },
        { origin: 'pages/en.json', collection: 'pages', data: page('en', '/en/contact', [{ type: 'webform-block', form: 'contact' }]) },
        { origin: 'pages/it.json', collection: 'pages', data: page('it', '/it/contatti', [{ type: 'webform-block', form: 'contact' }]) },
        { origin: 'pages/missing.json', collection: 'pages', data: page('fr', '/absent', [{ type: 'webform-block', form: 'absent' }]) },
      ]),
      validator,
      collections,
    );
    const blockOf = (path: string) => store.pages.find(path)!.blocks[0] as { definition?: { langcode: string } };
    expect(blockOf('/en/contact').definition?.langcode).toBe('en');
    expect(blockOf('/it/contatti').definition?.langcode).toBe('fr');
    expect(blockOf('/absent').definition).toBeUndefined();
    expect(store.problems).toEqual([
      {
        file: 'pages/missing.json',
        pointer: '/blocks/0',
        reason: 'webform "absent" does not exist or did not load: the page says it is unavailable',
        level: 'error',
      },
    ]);
  });

  it('loads every example of every element schema without a problem, and without a warning but the Twig notice', async () => {
    const typeOf = (schema: Record<string, unknown>) =>
      ((schema.properties as Record<string, { const?: unknown }> | undefined)?.['#type']?.const as string | undefined) ?? '';
    const elementSchemas = webformSchemas.filter((schema) => typeOf(schema));
    const elements = Object.fromEntries(
      elementSchemas.flatMap((schema) =>
        ((schema.examples as unknown[] | undefined) ?? []).map((example, index) => [`${typeOf(schema)}_${index}`, example]),
      ),
    );
    expect(elementSchemas.every((schema) => ((schema.examples as unknown[] | undefined) ?? []).length >= 2)).toBe(true);
    // Examples may name the shipped option sets and entity lists.
    const shipped = (collection: string) => {
      const folder = join(import.meta.dirname, '../content', collection);
      return readdirSync(folder).map((name) => ({
        origin: `${collection}/${name}`,
        collection,
        data: JSON.parse(readFileSync(join(folder, name), 'utf8')),
      }));
    };
    const store = await ContentStore.load(
      source([
        ...shipped('webform-options'),
        ...shipped('webform-entities'),
        { origin: 'webforms/examples.fr.json', collection: 'webforms', data: form('examples', 'fr', elements) },
      ]),
      validator,
      collections,
    );
    expect(store.problems).toEqual([]);
    // Twig is never run: the example beyond {{ data.<key> }} loads with that one warning.
    const twig = store.warnings.filter((warning) => warning.pointer.includes('/webform_computed_twig_'));
    expect(twig.map((warning) => warning.reason)).toEqual([
      'this Twig template goes beyond {{ data.<key> }}, which is all this site reads (Twig is never run): the element shows nothing',
    ]);
    expect(store.warnings.filter((warning) => !twig.includes(warning))).toEqual([]);
  });

  it('lists every schema of schemas/webform for the validator', () => {
    const files = readdirSync(join(import.meta.dirname, '../../schemas/webform')).filter((name) => name.endsWith('.schema.json'));
    expect(webformSchemas.map((schema) => String(schema.$id).split('/').pop()).sort()).toEqual(files.sort());
  });
});
