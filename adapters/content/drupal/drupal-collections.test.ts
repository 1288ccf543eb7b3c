import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collections } from '../../../site/content-store/collections';
import { ContentStore } from '../../../site/content-store/store';
import { validator } from '../../../tests/helpers/render-block';
import { DrupalContentSource, type JsonApiReader } from './drupal-source';
import type { JsonApiDocument, Resource } from './jsonapi';

/**
 * Traffic messages, news, publications and agencies written in Drupal: each fixture is the
 * JSON:API answer for items the embedded content also has, so the documents must come out the
 * same as the embedded ones.
 */
const root = join(import.meta.dirname, '../../..');
const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8')) as JsonApiDocument;
const embedded = (path: string) => JSON.parse(readFileSync(join(root, 'site/content', path), 'utf8')) as Record<string, unknown>;
const reader = (...documents: Array<[origin: string, document: JsonApiDocument]>): JsonApiReader => ({
  documents: async () => documents.map(([origin, document]) => ({ origin, document })),
});
const load = (source: JsonApiReader) =>
  ContentStore.load(new DrupalContentSource({ reader: source, proxyHost: '' }), validator, collections);
const values = (store: ContentStore, collection: string) =>
  store
    .documents<{ id: string; locale?: string }>(collection)
    .map((document) => document.value)
    .sort((a, b) => `${a.id}/${a.locale}`.localeCompare(`${b.id}/${b.locale}`));

describe('Drupal traffic messages (node--traffic_message)', () => {
  it('gather the translations of each message into one message, as the embedded ones are written', async () => {
    const store = await load(
      reader(
        ['jsonapi/node/traffic_message', fixture('node-traffic-message')],
        ['en/jsonapi/node/traffic_message', fixture('node-traffic-message-en')],
      ),
    );
    expect(store.problems).toEqual([]);
    expect(values(store, 'traffic')).toEqual([
      embedded('traffic/idf-tram-t3b-prolongement.json'),
      embedded('traffic/ter-occitanie-toulouse-auch.json'),
    ]);
  });

  it('take the latest change of any translation as the update time', async () => {
    const english = fixture('node-traffic-message-en');
    (english.data as Resource[])[0]!.attributes!.changed = '2026-11-24T10:00:00+01:00';
    const store = await load(reader(['fr', fixture('node-traffic-message')], ['en', english]));
    expect(values(store, 'traffic')[0]).toMatchObject({ id: 'idf-tram-t3b-prolongement', updatedAt: '2026-11-24T10:00:00+01:00' });
  });

  it('report a message without its French wording, naming the nodes it comes from, and keep the others', async () => {
    const store = await load(reader(['en/jsonapi/node/traffic_message', fixture('node-traffic-message-en')]));
    expect(store.documents('traffic')).toEqual([]);
    expect(store.problems).toHaveLength(2);
    expect(store.problems[0]).toMatchObject({
      file: expect.stringContaining('en/jsonapi/node/traffic_message#node--traffic_message/'),
      reason: expect.stringContaining('fr'),
    });
  });
});

describe('Drupal news, publications and agencies', () => {
  it('give news articles in each language, with their theme and image, and the page each card leads to', async () => {
    const store = await load(reader(['jsonapi/node/news', fixture('node-news')], ['en/jsonapi/node/news', fixture('node-news-en')]));
    expect(store.problems).toEqual([]);
    expect(values(store, 'news')).toEqual([
      embedded('news/gare-renovee-besancon-28.en.json'),
      embedded('news/gare-renovee-besancon-28.fr.json'),
    ]);
    const page = store.pages.find('/en/news/gare-renovee-besancon-28')!;
    expect(page).toMatchObject({ id: 'news-gare-renovee-besancon-28', locale: 'en', title: 'Besançon station renovated and accessible' });
    expect(page.blocks).toEqual([{ type: 'paragraph', text: expect.stringContaining('Lifts, tactile paving') }]);
    expect(store.pages.find('/actualites/gare-renovee-besancon-28')?.locale).toBe('fr');
  });

  it('read a node once when a language request answers its untranslated original', async () => {
    const store = await load(reader(['jsonapi/node/news', fixture('node-news')], ['es/jsonapi/node/news', fixture('node-news-es')]));
    expect(store.problems).toEqual([]);
    expect(values(store, 'news').map((article) => article.locale)).toEqual(['fr']);
  });

  it('give a publication with its categories and its file measured by Drupal', async () => {
    const store = await load(reader(['jsonapi/node/publication', fixture('node-publication')]));
    expect(store.problems).toEqual([]);
    expect(values(store, 'publications')).toEqual([embedded('publications/fiche-horaire-intercites-auvergne-rhone-alpes.fr.json')]);
  });

  it('give an agency with its address field read as street, postal code and city', async () => {
    const store = await load(reader(['jsonapi/node/agency', fixture('node-agency')]));
    expect(store.problems).toEqual([]);
    expect(values(store, 'agencies')).toEqual([embedded('agencies/agence-aix-en-provence-tgv.fr.json')]);
  });

  it('report an agency missing its address, and a publication missing its file, by their field', async () => {
    const agency = fixture('node-agency');
    delete (agency.data as Resource[])[0]!.attributes!.field_address;
    const publication = fixture('node-publication');
    delete (publication.data as Resource[])[0]!.relationships!.field_file;
    const store = await load(reader(['agency', agency], ['publication', publication]));
    expect(store.documents('agencies')).toEqual([]);
    expect(store.documents('publications')).toEqual([]);
    const reasons = store.problems.map((problem) => problem.reason).join('\n');
    expect(reasons).toMatch(/city/);
    expect(reasons).toMatch(/file/);
  });
});
