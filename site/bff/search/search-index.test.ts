import { join } from 'node:path';
import { EmbeddedContentSource } from '../../../adapters/content/embedded-source';
import { blockDefinitions } from '../../../blocks';
import { openTestStore, STORE_DIALECTS } from '../../../tests/helpers/store-engines';
import { collections, createContentValidator } from '../../content-store/collections';
import { ContentStore } from '../../content-store/store';
import type { Store } from '../../store/store';
import { indexEntries, newsEntry, type IndexEntry } from './entries';
import { SearchIndex, type SearchRequest } from './search-index';

const root = join(import.meta.dirname, '../../..');
let entries: IndexEntry[];
beforeAll(async () => {
  const content = await ContentStore.load(
    new EmbeddedContentSource(join(root, 'site/content'), root),
    createContentValidator(blockDefinitions),
    collections,
  );
  entries = indexEntries(content);
});

const request = (values: Partial<SearchRequest> & Pick<SearchRequest, 'kind'>): SearchRequest => ({
  locale: 'fr',
  selects: {},
  page: 1,
  limit: 9,
  ...values,
});
type Agency = { name: string; city: string };
type News = { title: string; publishOn: string; type_of_page: string; excerpt: string };

describe.each(STORE_DIALECTS)('the search index on %s', (dialect) => {
  let store: Store;
  let index: SearchIndex;
  beforeAll(async () => {
    store = await openTestStore(dialect);
    index = new SearchIndex(store);
    expect(await index.rebuild(entries)).toBe(true);
  });
  afterAll(() => store.close());

  it('indexes the demo content: 60+ news a third of them newsroom cards, 30 publications, 40 agencies', async () => {
    const news = await index.search(request({ kind: 'news', limit: 50 }));
    expect(news.count).toBeGreaterThanOrEqual(60);
    const all = [...news.items, ...(await index.search(request({ kind: 'news', limit: 50, page: 2 }))).items] as News[];
    expect(all.filter((item) => item.type_of_page === 'news_room').length).toBeGreaterThanOrEqual(Math.floor(news.count / 3));
    // Newest first without a text query.
    expect(all.map((item) => item.publishOn)).toEqual(
      all
        .map((item) => item.publishOn)
        .sort()
        .reverse(),
    );
    expect((await index.search(request({ kind: 'publications' }))).count).toBe(30);
    expect((await index.search(request({ kind: 'agency', locale: 'en' }))).count).toBe(40);
  });

  it('keeps news to a range of publication days, with or without words, both ends included', async () => {
    const days = async (values: Partial<SearchRequest>) =>
      ((await index.search(request({ kind: 'news', limit: 50, ...values }))).items as News[]).map((item) => item.publishOn);
    expect(await days({ from: '2026-10-03', to: '2026-11-05' })).toEqual(['2026-11-05', '2026-10-25', '2026-10-14', '2026-10-03']);
    expect(await days({ from: '2026-11-06' })).toEqual(['2026-11-16']);
    expect(await days({ to: '2024-12-01' })).toContain('2024-12-01');
    expect((await index.search(request({ kind: 'news', from: '2026-10-04', to: '2026-10-13' }))).count).toBe(0);
    const matching = await days({ name: 'gare', from: '2026-01-01', to: '2026-06-30' });
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.every((day) => day >= '2026-01-01' && day <= '2026-06-30')).toBe(true);
  });

  it('finds a city with one typo and without its cedilla', async () => {
    const marseille = await index.search(request({ kind: 'agency', city: 'Marseile' }));
    expect((marseille.items as Agency[]).map((item) => item.city)).toEqual(['Marseille']);
    const besancon = await index.search(request({ kind: 'agency', city: 'Besancon' }));
    expect((besancon.items as Agency[]).map((item) => item.city)).toEqual(['Besançon']);
    // Four letters: no typo allowed.
    expect((await index.search(request({ kind: 'agency', city: 'Lile' }))).count).toBe(0);
  });

  it('matches words by their beginning and filters by name and city together', async () => {
    const found = await index.search(request({ kind: 'agency', city: 'lyo', name: 'perrache' }));
    expect((found.items as Agency[]).map((item) => item.name)).toEqual(['Agence Lyon Perrache']);
  });

  it('ranks a title match above a text match and marks the matched words in the excerpt', async () => {
    const found = await index.search(request({ kind: 'news', name: 'Besançon', limit: 50 }));
    expect(found.count).toBeGreaterThan(0);
    const items = found.items as News[];
    const firstTextOnly = items.findIndex((item) => !/Besançon/.test(item.title));
    const lastTitle = items.map((item) => /Besançon/.test(item.title)).lastIndexOf(true);
    if (firstTextOnly !== -1) expect(lastTitle).toBeLessThan(firstTextOnly);
    expect(items[0]!.excerpt).toContain('<mark>Besançon</mark>');
  });

  it('filters publications by their selects and offers the values found in the index', async () => {
    const facets = await index.facetValues('publications', 'fr');
    expect(facets.category).toEqual(['Guides', 'Horaires', 'Rapports', 'Tarifs']);
    expect(facets.region).toHaveLength(8);
    const found = await index.search(request({ kind: 'publications', selects: { category: 'Horaires', transporter: 'TER' } }));
    expect(found.count).toBeGreaterThan(0);
    for (const item of found.items as Array<{ categories: { category: string; transporter: string } }>)
      expect(item.categories).toMatchObject({ category: 'Horaires', transporter: 'TER' });
  });

  it('answers hostile text with a valid (empty or matching) answer, and a page past the end with the count', async () => {
    const hostile = ['"', 'AND', 'NEAR(', '*', 'a OR b', `l'offre " AND (`, '\u0000\u0001\uFFFF', 'x'.repeat(5000), '{title} : x', `' | !`];
    for (const name of hostile) {
      const found = await index.search(request({ kind: 'news', name }));
      expect(found.count).toBeGreaterThanOrEqual(0);
    }
    const past = await index.search(request({ kind: 'agency', page: 99 }));
    expect(past).toEqual({ items: [], count: 40 });
  });

  it('serves a locale without documents of its own with the French ones', async () => {
    expect((await index.search(request({ kind: 'agency', locale: 'es' }))).count).toBe(40);
  });

  it('does not rebuild an unchanged index and replaces it when content changes', async () => {
    expect(await index.rebuild(entries)).toBe(false);
    const extra = newsEntry({
      id: 'quai-neuf',
      locale: 'fr',
      title: 'Un quai tout neuf à Quimperlé',
      link: '/actualites/quai-neuf',
      publishOn: '2026-11-20',
      type_of_page: 'news',
      taxonomies: ['Travaux'],
      body: 'Le quai est allongé.',
    });
    expect(await index.rebuild([...entries, extra])).toBe(true);
    expect((await index.search(request({ kind: 'news', name: 'quimperle' }))).count).toBe(1);
    expect(await index.rebuild(entries)).toBe(true);
    expect((await index.search(request({ kind: 'news', name: 'quimperle' }))).count).toBe(0);
  });
});
