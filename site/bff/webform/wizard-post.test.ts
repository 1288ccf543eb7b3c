import type { AssetResolver } from '../../server/assets';
import { contentSourceFromEnvironment } from '../../server/content-source';
import { SiteRuntime } from '../../server/runtime';
import { root, webformTestApp } from '../../../tests/helpers/webform-app';

const noAssets: AssetResolver = { baseStylesheets: () => [], blockStylesheets: () => [], islandScripts: () => [], alwaysScripts: () => [] };
const logger = { info() {}, warn() {}, error() {} };
const { app, store } = await webformTestApp(() =>
  SiteRuntime.create({ root, mode: 'production', assets: noAssets, logger, contentSource: contentSourceFromEnvironment(root, {}) }),
);

/** Posts the group travel form's fields as a browser without scripts does. */
const post = (fields: Array<[string, string]>) =>
  app.inject({
    method: 'POST',
    url: '/voyage-en-groupe',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams([['webform_id', 'voyage_groupe'], ...fields]).toString(),
  });

const hiddenValue = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name.replace(/[[\]]/g, '\\$&')}" value="([^"]*)"`).exec(html)?.[1];
const submissions = () => store.submissions('voyage_groupe');

describe('a multi-page form posted without scripts', () => {
  it('refuses "next" with the page’s own errors and shows the same page again', async () => {
    const response = await post([
      ['webform_page', 'trajet'],
      ['op', 'next'],
      ['departure', 'Lyon'],
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Le formulaire contient 2 erreurs.');
    expect(hiddenValue(response.body, 'webform_page')).toBe('trajet');
    expect(response.body).toContain('value="Lyon"');
  });

  it('answers the next page with the values of the posted page kept in hidden fields', async () => {
    const response = await post([
      ['webform_page', 'trajet'],
      ['op', 'next'],
      ['departure', 'Lyon'],
      ['arrival', 'Nice'],
      ['travel_date', '2099-05-01'],
    ]);
    expect(response.statusCode).toBe(200);
    expect(hiddenValue(response.body, 'webform_page')).toBe('groupe');
    expect(hiddenValue(response.body, 'departure')).toBe('Lyon');
    expect(hiddenValue(response.body, 'travel_date')).toBe('2099-05-01');
    expect(response.body).toContain('Nombre de voyageurs');
    expect(response.body).not.toContain('role="alert"');
    // The page holds what this visitor posted: no shared cache may keep it.
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('goes back without a check, and to an earlier step only through the progress bar', async () => {
    const back = await post([
      ['webform_page', 'groupe'],
      ['op', 'previous'],
      ['departure', 'Lyon'],
    ]);
    expect(back.statusCode).toBe(200);
    expect(hiddenValue(back.body, 'webform_page')).toBe('trajet');
    const jump = await post([
      ['webform_page', 'trajet'],
      ['op', 'goto:coordonnees'],
    ]);
    expect(hiddenValue(jump.body, 'webform_page')).toBe('trajet');
  });

  it('stores nothing before the last step, then stores every page’s values once', async () => {
    const before = (await submissions()).length;
    const all: Array<[string, string]> = [
      ['departure', 'Lyon'],
      ['arrival', 'Nice'],
      ['travel_date', '2099-05-01'],
      ['group_size', '24'],
      ['group_kind', 'scolaire'],
      ['needs[]', 'velos'],
      ['leader', 'Camille Martin'],
      ['email', 'camille@example.org'],
    ];
    const preview = await post([['webform_page', 'coordonnees'], ['op', 'next'], ...all]);
    expect(hiddenValue(preview.body, 'webform_page')).toBe('webform_preview');
    expect(preview.body).toContain('Scolaire');
    expect((await submissions()).length).toBe(before);
    const sent = await post([['webform_page', 'webform_preview'], ...all]);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/voyage-en-groupe?sent=voyage_groupe');
    const stored = await submissions();
    expect(stored.length).toBe(before + 1);
    expect(stored.at(-1)!.data).toMatchObject({
      departure: 'Lyon',
      group_kind: 'scolaire',
      needs: ['velos'],
      leader: 'Camille Martin',
      summary: 'Groupe de 24 voyageurs, de Lyon à Nice.',
    });
  });

  it('opens the page of the first error when the final post misses a value of an earlier page', async () => {
    const response = await post([
      ['webform_page', 'webform_preview'],
      ['departure', 'Lyon'],
      ['leader', 'Camille'],
      ['email', 'camille@example.org'],
    ]);
    expect(response.statusCode).toBe(400);
    expect(hiddenValue(response.body, 'webform_page')).toBe('trajet');
    expect(response.body).toContain('Gare d’arrivée');
  });
});

describe('a taxonomy select posted without scripts', () => {
  it('shows the terms of the embedded list as options, and refuses a value outside them', async () => {
    const page = await app.inject('/voyage-en-groupe?page=groupe');
    expect(page.body).toMatch(/<select[^>]*name="region"/);
    expect(page.body).toContain('<option value="84">Auvergne-Rhône-Alpes</option>');
    const refused = await post([
      ['webform_page', 'groupe'],
      ['op', 'next'],
      ['group_size', '24'],
      ['group_kind', 'scolaire'],
      ['region', '99'],
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Ce choix n&#39;est pas proposé.');
    const accepted = await post([
      ['webform_page', 'groupe'],
      ['op', 'next'],
      ['group_size', '24'],
      ['group_kind', 'scolaire'],
      ['region', '53'],
    ]);
    expect(hiddenValue(accepted.body, 'region')).toBe('53');
  });
});
