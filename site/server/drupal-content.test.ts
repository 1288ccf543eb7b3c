import Fastify from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AssetResolver } from './assets';
import { buildApp } from './app';
import { contentSourceFromEnvironment } from './content-source';
import { SiteRuntime } from './runtime';

const root = join(import.meta.dirname, '../..');
const fixture = (name: string) =>
  JSON.parse(readFileSync(join(root, 'adapters/content/drupal/fixtures', `${name}.json`), 'utf8')) as unknown;
const noAssets: AssetResolver = { baseStylesheets: () => [], blockStylesheets: () => [], islandScripts: () => [], alwaysScripts: () => [] };
const PROXY = 'https://cms-proxy.quai.dev';

/** A stand-in for Drupal's JSON:API: the adapter's fixtures, in French and the translations they have. */
const drupal = Fastify();
const includes: string[] = [];
const fixtureName = (resource: string, locale?: string) => `node-${resource.replace('_', '-')}${locale ? `-${locale}` : ''}`;
const hasFixture = (name: string) => existsSync(join(root, 'adapters/content/drupal/fixtures', `${name}.json`));
drupal.get<{ Params: { resource: string }; Querystring: { include?: string } }>('/jsonapi/node/:resource', async (request) => {
  includes.push(request.query.include ?? '');
  return fixture(fixtureName(request.params.resource));
});
drupal.get<{ Params: { locale: string; resource: string } }>('/:locale/jsonapi/node/:resource', async (request) => {
  const name = fixtureName(request.params.resource, request.params.locale);
  return hasFixture(name) ? fixture(name) : { data: [] };
});
// No webforms here: drupal-webforms.test.ts serves them.
drupal.get('/jsonapi/webform/webform', async () => ({ data: [] }));
drupal.get('/:locale/jsonapi/webform/webform', async () => ({ data: [] }));
const drupalUrl = await drupal.listen({ host: '127.0.0.1', port: 0 });
afterAll(() => drupal.close());

function siteWith(env: NodeJS.ProcessEnv) {
  const warnings: string[] = [];
  const logger = { info() {}, error() {}, warn: (_detail: object | string, message?: string) => void warnings.push(message ?? '') };
  const runtime = SiteRuntime.create({
    root,
    mode: 'production',
    assets: noAssets,
    logger,
    contentSource: contentSourceFromEnvironment(root, env),
  });
  return { warnings, runtime, app: buildApp({ runtime: () => runtime, logger: false }) };
}

describe('content from Drupal (QUAI_DRUPAL_URL)', () => {
  const site = siteWith({ QUAI_DRUPAL_URL: drupalUrl, QUAI_CMS_PROXY_HOST: PROXY });

  it('serves a page node with its paragraphs as blocks, images behind the CMS proxy host, in the embedded menus', async () => {
    const response = await (await site.app).inject('/aide/nous-contacter');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Nous contacter');
    expect(response.body).toContain('Voyager avec un animal');
    expect(response.body).toContain('Service clients');
    expect(response.body).toContain(`src="${PROXY}/images/editorial/horloge-gare.svg"`);
    expect(response.body).toContain('Horaires et itinéraires');
    expect(site.warnings).toEqual([]);
  });

  it('asks Drupal for the paragraphs and their images in the same answer', () => {
    expect(includes[0]!.split(',')).toEqual(
      expect.arrayContaining(['field_components', 'field_components.field_media_image.field_media_image']),
    );
  });

  it('takes crisis items and webforms from Drupal (it has no form here), none from the embedded content', async () => {
    const { content } = await site.runtime;
    expect(content.documents('crisis').map((document) => document.origin)).toEqual([
      expect.stringMatching(/jsonapi\/node\/crisis#node--crisis\//),
    ]);
    expect(content.documents('webforms')).toEqual([]);
    expect(content.pages.find('/')).toBeUndefined();
  });

  it('takes traffic messages, news, publications and agencies from Drupal, and serves a news article page', async () => {
    const { content } = await site.runtime;
    const ids = (collection: string) => [...new Set(content.documents<{ id: string }>(collection).map((document) => document.value.id))];
    expect(ids('traffic')).toEqual(['idf-tram-t3b-prolongement', 'ter-occitanie-toulouse-auch']);
    expect(content.documents<{ translations: object }>('traffic').map((document) => Object.keys(document.value.translations))).toEqual([
      ['fr', 'en'],
      ['fr', 'en'],
    ]);
    expect(ids('news')).toEqual(['gare-renovee-besancon-28']);
    expect(ids('publications')).toEqual(['fiche-horaire-intercites-auvergne-rhone-alpes']);
    expect(ids('agencies')).toEqual(['agence-aix-en-provence-tgv']);
    const article = await (await site.app).inject('/en/news/gare-renovee-besancon-28');
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('Lifts, tactile paving');
  });
});

/** An address where nothing listens any more: a server opened and closed again. */
async function closedAddress(): Promise<string> {
  const server = Fastify();
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  await server.close();
  return address;
}

describe('a Drupal that does not answer at start-up', async () => {
  const site = siteWith({ QUAI_DRUPAL_URL: await closedAddress() });

  it('is reported, and the site starts with the embedded menus', async () => {
    const { content } = await site.runtime;
    expect(site.warnings).toEqual([
      expect.stringMatching(
        /content source "drupal" did not load, so pages, crisis, traffic, news, publications, and agencies are missing: http:\/\/127\.0\.0\.1:\d+\/jsonapi\/node\/page did not answer: connect ECONNREFUSED/,
      ),
      expect.stringMatching(
        /content source "drupal webforms" did not load, so webforms and webform-entities are missing: http:\/\/127\.0\.0\.1:\d+\/jsonapi\/webform\/webform did not answer: connect ECONNREFUSED/,
      ),
    ]);
    expect(content.documents('menus').length).toBeGreaterThan(0);
    const response = await (await site.app).inject('/aide/nous-contacter');
    expect(response.statusCode).toBe(404);
  });
});

describe('a Drupal answering what is not a JSON:API document', async () => {
  // Crisis items come back as an error page turned JSON: the pages still come, the crisis banner is empty.
  const broken = Fastify();
  broken.get<{ Params: { resource: string } }>('/jsonapi/node/:resource', async (request) =>
    request.params.resource === 'crisis' ? { data: 'Service Unavailable' } : fixture('node-page'),
  );
  broken.get('/:locale/jsonapi/node/:resource', async () => ({ data: [] }));
  broken.get('/jsonapi/webform/webform', async () => ({ data: [] }));
  broken.get('/:locale/jsonapi/webform/webform', async () => ({ data: [] }));
  const brokenUrl = await broken.listen({ host: '127.0.0.1', port: 0 });
  afterAll(() => broken.close());
  const site = siteWith({ QUAI_DRUPAL_URL: brokenUrl });

  it('is logged as a content problem of its address, and the pages it gave are served', async () => {
    const { content } = await site.runtime;
    expect(site.warnings).toEqual(['content problem: Drupal answered what is not a JSON:API document: /data must be object']);
    expect(content.documents('crisis')).toEqual([]);
    const response = await (await site.app).inject('/aide/nous-contacter');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Nous contacter');
  });
});

describe('without QUAI_DRUPAL_URL', () => {
  it('serves the embedded pages', async () => {
    const site = siteWith({});
    expect((await (await site.app).inject('/')).statusCode).toBe(200);
  });
});
