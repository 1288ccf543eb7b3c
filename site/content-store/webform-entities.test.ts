import type { ContentSource, RawDocument } from '../../adapters/content/source';
import { blockDefinitions } from '../../blocks';
import { validateForm } from '../../domain/webform/validate';
import { collections, createContentValidator } from './collections';
import { ContentStore } from './store';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

const validator = createContentValidator(blockDefinitions);
const source = (documents: RawDocument[]): ContentSource => ({ name: 'test', load: async () => documents });
const form = (langcode: string, elements: Record<string, unknown>) => ({
  id: 'groupes',
  langcode,
  title: 'Groupes',
  status: 'open',
  confirmation: { type: 'message' },
  elements,
});
const list = (id: string, langcode: string, items: Record<string, string>): RawDocument => ({
  origin: `webform-entities/${id}.${langcode}.json`,
  collection: 'webform-entities',
  data: { id, langcode, items },
});
const elements = {
  region: { '#type': 'webform_term_select', '#title': 'Région', '#vocabulary': 'regions', '#required': true },
  regions: { '#type': 'webform_term_checkboxes', '#title': 'Régions', '#vocabulary': 'regions' },
  station: {
    '#type': 'webform_entity_radios',
    '#title': 'Gare',
    '#target_type': 'node',
    '#selection_settings': { target_bundles: { station: 'station', halt: 'halt' } },
  },
  stations: {
    '#type': 'entity_autocomplete',
    '#title': 'Gares',
    '#target_type': 'node',
    '#tags': true,
    '#selection_settings': { target_bundles: { station: 'station' } },
  },
  agency: { '#type': 'webform_entity_select', '#title': 'Agence', '#target_type': 'agency' },
};
const lists = [
  list('taxonomy_term--regions', 'fr', { '84': 'Auvergne-Rhône-Alpes', '53': 'Bretagne' }),
  list('taxonomy_term--regions', 'en', { '84': 'Auvergne-Rhône-Alpes', '53': 'Brittany' }),
  list('node--station', 'fr', { '12': 'Lyon Part-Dieu', '31': 'Nice Ville' }),
  list('node--halt', 'fr', { '77': 'Les Arcs – Draguignan' }),
];

async function load(documents: RawDocument[]) {
  const store = await ContentStore.load(source(documents), validator, collections);
  const forms = new Map(store.documents<WebformDocument>('webforms').map(({ value }) => [value.langcode, value]));
  return { store, forms };
}

describe('entity and taxonomy webform elements', () => {
  it('become the matching option elements with the lists of their language as options (French when untranslated)', async () => {
    const { store, forms } = await load([
      { origin: 'webforms/groupes.en.json', collection: 'webforms', data: form('en', elements) },
      ...lists,
    ]);
    const english = forms.get('en')!.elements;
    expect(english.region).toMatchObject({
      '#type': 'select',
      '#vocabulary': 'regions',
      '#options': { '84': 'Auvergne-Rhône-Alpes', '53': 'Brittany' },
    });
    expect(english.regions).toMatchObject({ '#type': 'checkboxes', '#options': { '84': 'Auvergne-Rhône-Alpes', '53': 'Brittany' } });
    // Every target bundle's entities, in the order of the bundles.
    expect(english.station).toMatchObject({
      '#type': 'radios',
      '#options': { '12': 'Lyon Part-Dieu', '31': 'Nice Ville', '77': 'Les Arcs – Draguignan' },
    });
    expect(english.stations).toMatchObject({
      '#type': 'select',
      '#multiple': true,
      '#options': { '12': 'Lyon Part-Dieu', '31': 'Nice Ville' },
    });
    expect(store.problems).toEqual([
      {
        file: 'webforms/groupes.en.json',
        pointer: '/elements/agency',
        reason: 'no webform-entities list "agency" for this element: it offers no option',
      },
    ]);
  });

  it('accepts only the values of the list, on the server as in the browser', async () => {
    const { forms } = await load([{ origin: 'webforms/groupes.fr.json', collection: 'webforms', data: form('fr', elements) }, ...lists]);
    const definition = forms.get('fr')!;
    const check = (values: Record<string, string | string[]>) => validateForm(definition.elements, values, { today: '2026-11-25' }).errors;
    expect(check({ region: '53', regions: ['84'], station: '77', stations: ['12', '31'] })).toEqual({});
    expect(check({ region: '99', regions: ['84', 'x'], station: '12', stations: ['5'] })).toEqual({
      region: { key: 'webform.option.invalid' },
      'regions][1': { key: 'webform.option.invalid' },
      stations: { key: 'webform.option.invalid' },
    });
    expect(check({})).toEqual({ region: { key: 'webform.required' } });
  });
});
