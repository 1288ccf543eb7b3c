import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AssetResolver } from './assets';
import { buildApp } from './app';
import { contentSourceFromEnvironment } from './content-source';
import { SiteRuntime } from './runtime';

const root = join(import.meta.dirname, '../..');
const fixture = (name: string) => JSON.parse(readFileSync(join(root, 'tests/fixtures/drupal-webforms', `${name}.json`), 'utf8')) as unknown;
const noAssets: AssetResolver = { baseStylesheets: () => [], blockStylesheets: () => [], islandScripts: () => [], alwaysScripts: () => [] };

/** A stand-in for Drupal's JSON:API: two French pages placing webforms, and the webform config entities (French, English). */
async function fakeDrupal(webforms: 'answer' | 'fail') {
  const drupal = Fastify();
  const nodes: Record<string, string> = { page: 'node-page', station: 'stations.fr' };
  drupal.get<{ Params: { resource: string } }>('/jsonapi/node/:resource', async (request) =>
    nodes[request.params.resource] ? fixture(nodes[request.params.resource]!) : { data: [] },
  );
  drupal.get('/:locale/jsonapi/node/:resource', async () => ({ data: [] }));
  drupal.get('/jsonapi/webform/webform', async (_request, reply) =>
    webforms === 'answer' ? fixture('webforms.fr') : reply.status(500).send('Internal Server Error'),
  );
  drupal.get<{ Params: { locale: string } }>('/:locale/jsonapi/webform/webform', async (request) =>
    request.params.locale === 'en' ? fixture('webforms.en') : { data: [] },
  );
  drupal.get('/jsonapi/taxonomy_term/regions', async () => fixture('regions.fr'));
  drupal.get<{ Params: { locale: string } }>('/:locale/jsonapi/taxonomy_term/regions', async (request) =>
    request.params.locale === 'en' ? fixture('regions.en') : { data: [] },
  );
  return { url: await drupal.listen({ host: '127.0.0.1', port: 0 }), close: () => drupal.close() };
}

function siteWith(drupalUrl: string) {
  const logged: Array<{ level: string; message: string; detail: object | string }> = [];
  const log = (level: string) => (detail: object | string, message?: string) =>
    void logged.push({ level, message: message ?? String(detail), detail });
  const logger = { info: log('info'), warn: log('warn'), error: log('error') };
  const runtime = SiteRuntime.create({
    root,
    mode: 'production',
    assets: noAssets,
    logger,
    contentSource: contentSourceFromEnvironment(root, { QUAI_DRUPAL_URL: drupalUrl }),
  });
  return { logged, runtime, app: buildApp({ runtime: () => runtime, logger: false }) };
}

describe('webforms from Drupal (QUAI_DRUPAL_URL)', async () => {
  const drupal = await fakeDrupal('answer');
  afterAll(() => drupal.close());
  const site = siteWith(drupal.url);

  it('renders the form a Drupal page places, from its YAML elements: a multi-page form with its progress bar', async () => {
    const response = await (await site.app).inject('/voyager/groupes');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Demande de voyage en groupe');
    expect(response.body).toContain('Étape 1 sur 3');
    // Drupal's string limits hold on the browser's input.
    expect(response.body).toMatch(/<input[^>]*min="10" max="200" name="travellers"/);
    // The terms of the vocabulary, from Drupal, are the select's options.
    expect(response.body).toContain('<option value="76">Occitanie</option>');
    expect(response.body).toMatch(/<input[^>]*type="radio"[^>]*name="station" value="31"\/><span>Nice Ville<\/span>/);
  });

  it('loads each language’s translation, and notes the property the site does not use', async () => {
    const { content } = await site.runtime;
    const forms = content
      .documents<{ id: string; langcode: string; title: string }>('webforms')
      .map(({ value }) => `${value.id}:${value.langcode}:${value.title}`);
    expect(forms).toEqual(
      expect.arrayContaining([
        'demande_groupe:fr:Demande de voyage en groupe',
        'demande_groupe:en:Group travel request',
        'objets_perdus:fr:Objets perdus',
      ]),
    );
    expect(site.logged.filter((entry) => entry.message.includes('#field_prefix')).map((entry) => entry.level)).toEqual(['info', 'info']);
    // The lists come from Drupal alone: the embedded ones are not read.
    expect(site.logged.filter((entry) => entry.level === 'warn').map((entry) => entry.message)).toEqual([
      expect.stringMatching(/^content problem: the elements of webform "casse" are not YAML/),
    ]);
    // Its page says the form is unavailable: an error.
    expect(site.logged.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual([
      'content problem: webform "casse" does not exist or did not load: the page says it is unavailable',
    ]);
  });

  it('says a form whose elements are not YAML is unavailable (never closed), and logs why', async () => {
    const response = await (await site.app).inject('/jeux/formulaire');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Ce formulaire n’est pas disponible pour le moment.');
    expect(response.body).not.toMatch(/role="status"><p>Ce formulaire est fermé/);
    expect(site.logged).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: expect.stringMatching(/^content problem: the elements of webform "casse" are not YAML/),
      }),
    );
  });
});

describe('a Drupal whose webforms answer an error', async () => {
  const drupal = await fakeDrupal('fail');
  afterAll(() => drupal.close());
  const site = siteWith(drupal.url);

  it('logs it, serves the pages, and their forms say they are unavailable', async () => {
    const response = await (await site.app).inject('/voyager/groupes');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Ce formulaire n’est pas disponible pour le moment.');
    expect(site.logged).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: expect.stringMatching(
          /content source "drupal webforms" did not load, so webforms and webform-entities are missing: http:\/\/127\.0\.0\.1:\d+\/jsonapi\/webform\/webform answered 500/,
        ),
      }),
    );
  });
});
