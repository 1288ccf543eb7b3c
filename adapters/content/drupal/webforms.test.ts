import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonApiDocument, Resource } from './jsonapi';
import { DrupalWebformSource, normaliseWebform } from './webforms';

const fixtures = join(import.meta.dirname, '../../../tests/fixtures/drupal-webforms');
const fixture = (name: string) => JSON.parse(readFileSync(join(fixtures, `${name}.json`), 'utf8')) as JsonApiDocument;
const webforms = fixture('webforms.fr').data as Resource[];
const byId = (id: string) => webforms.find((resource) => resource.attributes?.drupal_internal__id === id)!;
const SUMMER = new Date('2026-07-14T12:00:00Z');
const AUTUMN = new Date('2026-11-25T12:00:00Z');

describe('webforms from Drupal’s JSON:API (webform config entities)', () => {
  it('reads a form’s YAML elements, title, preview and confirmation into the site’s definition', () => {
    const { data, parseError } = normaliseWebform(byId('demande_groupe'), 'fr', AUTUMN);
    expect(parseError).toBeUndefined();
    expect(data).toEqual({
      id: 'demande_groupe',
      langcode: 'fr',
      title: 'Demande de voyage en groupe',
      status: 'open',
      preview: true,
      // A modal confirmation is a message above a fresh form here.
      confirmation: { type: 'message', message: '<p>Merci, nous vous répondons sous 5 jours.</p>' },
      elements: {
        trajet: {
          '#type': 'webform_wizard_page',
          '#title': 'Votre trajet',
          departure: { '#type': 'textfield', '#title': 'Gare de départ', '#required': true, '#field_prefix': 'De' },
          travellers: { '#type': 'number', '#title': 'Nombre de voyageurs', '#min': '10', '#max': '200' },
          region: { '#type': 'webform_term_select', '#title': 'Région d’origine', '#vocabulary': 'regions' },
          station: {
            '#type': 'webform_entity_radios',
            '#title': 'Gare de retour',
            '#target_type': 'node',
            '#selection_handler': 'default:node',
            '#selection_settings': { target_bundles: { station: 'station' } },
          },
        },
        contact: {
          '#type': 'webform_wizard_page',
          '#title': 'Vos coordonnées',
          email: { '#type': 'email', '#title': 'Adresse e-mail', '#required': true },
        },
        actions: { '#type': 'webform_actions', '#submit__label': 'Envoyer' },
      },
    });
  });

  it('keeps a closed form’s message, and opens a scheduled form between its dates only', () => {
    expect(normaliseWebform(byId('objets_perdus'), 'fr', AUTUMN).data).toMatchObject({
      status: 'closed',
      closedMessage: '<p>Déclarez votre objet perdu au guichet.</p>',
      confirmation: { type: 'page' },
    });
    expect(normaliseWebform(byId('jeu_ete'), 'fr', SUMMER).data).toMatchObject({ status: 'open' });
    expect(normaliseWebform(byId('jeu_ete'), 'fr', AUTUMN).data).toMatchObject({
      status: 'closed',
      closedMessage: '<p>Le jeu est terminé.</p>',
    });
  });

  it('reports elements that are not YAML, or not a map of elements, instead of a form', () => {
    expect(normaliseWebform(byId('casse'), 'fr', AUTUMN)).toEqual({
      parseError: expect.stringMatching(/^the elements of webform "casse" are not YAML: /),
    });
    const list: Resource = {
      type: 'webform--webform',
      id: 'x',
      attributes: { drupal_internal__id: 'liste', title: 'Liste', status: 'open', elements: '- a\n- b\n' },
    };
    expect(normaliseWebform(list, 'fr', AUTUMN)).toEqual({ parseError: 'the elements of webform "liste" are not a map of elements' });
  });

  it('gives each language’s forms that language, reports a resource of another type, and fetches the lists their entity elements offer', async () => {
    const answers: Record<string, JsonApiDocument[]> = {
      '/jsonapi/webform/webform': [fixture('webforms.fr')],
      '/en/jsonapi/webform/webform': [fixture('webforms.en'), { data: [{ type: 'node--page', id: 'p1' }] }],
      '/jsonapi/taxonomy_term/regions?sort=weight,name': [fixture('regions.fr')],
      '/en/jsonapi/taxonomy_term/regions?sort=weight,name': [fixture('regions.en')],
      '/jsonapi/node/station': [fixture('stations.fr')],
    };
    const read = (path: string) => ({
      documents: async () => {
        if (!answers[path]) throw new Error(`${path} answered 404`);
        return answers[path].map((document) => ({ origin: path, document }));
      },
    });
    const source = new DrupalWebformSource(
      [
        { langcode: 'fr', prefix: '' },
        { langcode: 'en', prefix: '/en' },
      ],
      read,
      () => AUTUMN,
    );
    const documents = await source.load();
    const english = documents.filter((document) => document.collection === 'webforms' && document.origin.startsWith('/en/'));
    expect(english.map((document) => (document.data as { title?: string } | undefined)?.title ?? document.parseError)).toEqual([
      'Group travel request',
      'unsupported resource type "node--page" (known: webform--webform)',
    ]);
    expect((english[0]!.data as { langcode: string }).langcode).toBe('en');
    expect(documents.filter((document) => document.collection === 'webforms' && document.data).length).toBe(4);
    expect(
      documents.filter((document) => document.collection === 'webform-entities').map((document) => document.data ?? document.parseError),
    ).toEqual([
      { id: 'taxonomy_term--regions', langcode: 'fr', items: { '53': 'Bretagne', '76': 'Occitanie' } },
      { id: 'taxonomy_term--regions', langcode: 'en', items: { '53': 'Brittany', '76': 'Occitania' } },
      { id: 'node--station', langcode: 'fr', items: { '12': 'Lyon Part-Dieu', '31': 'Nice Ville' } },
      'the list "node--station" did not load: /en/jsonapi/node/station answered 404',
    ]);
  });

  it('reads an answer that is not a JSON:API document as a problem of its address, and a list answered so as not loaded', async () => {
    const answers: Record<string, unknown> = {
      '/jsonapi/webform/webform': { data: 'Service Unavailable' },
      '/en/jsonapi/webform/webform': fixture('webforms.en'),
      '/en/jsonapi/taxonomy_term/regions?sort=weight,name': { errors: 'maintenance' },
      '/jsonapi/taxonomy_term/regions?sort=weight,name': fixture('regions.fr'),
    };
    const read = (path: string) => ({ documents: async () => [{ origin: path, document: answers[path] ?? { data: [] } }] });
    const documents = await new DrupalWebformSource(
      [
        { langcode: 'fr', prefix: '' },
        { langcode: 'en', prefix: '/en' },
      ],
      read,
      () => AUTUMN,
    ).load();
    expect(documents.find((document) => document.origin === '/jsonapi/webform/webform')?.parseError).toBe(
      'Drupal answered what is not a JSON:API document: /data must be object',
    );
    expect(documents.filter((document) => document.collection === 'webforms' && document.data).length).toBeGreaterThan(0);
    expect(documents.find((document) => document.origin === '/en/jsonapi/taxonomy_term/regions?sort=weight,name')?.parseError).toMatch(
      /^the list "taxonomy_term--regions" did not load: Drupal answered what is not a JSON:API document: /,
    );
  });

  it('fetches the option sets its forms name that the site does not ship, read as PHP reads them', async () => {
    const form = (elements: string): Resource => ({
      type: 'webform--webform',
      id: 'u1',
      attributes: { drupal_internal__id: 'sondage', title: 'Sondage', status: 'open', elements, settings: {} },
    });
    const set = (id: string, options: string): Resource => ({
      type: 'webform_options--webform_options',
      id: `o-${id}`,
      attributes: { drupal_internal__id: id, label: `Set ${id}`, langcode: 'fr', options },
    });
    const answers: Record<string, JsonApiDocument> = {
      '/jsonapi/webform/webform': {
        data: [form("year:\n  '#type': select\n  '#options': years\nok:\n  '#type': radios\n  '#options': yes_no\n")],
      },
      '/jsonapi/webform_options/webform_options': {
        data: [set('years', '- 2025\n- 2026\n'), set('grades', "1: 'Un'\n2: 2\n"), set('yes_no', 'Yes: Oui\n')],
      },
    };
    const read = (path: string) => ({ documents: async () => [{ origin: path, document: answers[path] ?? { data: [] } }] });
    const documents = await new DrupalWebformSource([{ langcode: 'fr', prefix: '' }], read, () => AUTUMN, new Set(['yes_no'])).load();
    // yes_no is the site's own (translated); grades is named by no form.
    expect(documents.filter((document) => document.collection === 'webform-options').map((document) => document.data)).toEqual([
      { langcode: 'fr', id: 'years', label: 'Set years', options: { '2025': '2025', '2026': '2026' } },
    ]);
  });
});
