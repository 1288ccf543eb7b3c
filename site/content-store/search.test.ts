import { statSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import { blockDefinitions } from '../../blocks';
import { LOCALES } from '../engine-config';
import type { AgencyDocument } from '../../schemas/generated/search/agency';
import type { NewsArticleDocument } from '../../schemas/generated/search/news-article';
import type { PublicationDocument } from '../../schemas/generated/search/publication';
import { collections, createContentValidator } from './collections';
import { agenciesCollection, newsCollection, publicationsCollection } from './search';
import { ContentStore } from './store';

const root = join(import.meta.dirname, '../..');
let content: ContentStore;
beforeAll(async () => {
  content = await ContentStore.load(
    new EmbeddedContentSource(join(root, 'site/content'), root),
    createContentValidator(blockDefinitions),
    collections,
  );
});

const inLocale = <T extends { locale: string }>(collection: string, locale: string) =>
  content
    .documents<T>(collection)
    .map(({ value }) => value)
    .filter((value) => value.locale === locale);
const DAY = 24 * 3600 * 1000;

describe.each(LOCALES)('the demo content of the searches in %s', (locale) => {
  it('has 60+ news articles over two years, a third of them newsroom cards with an image, each linking to its page in the same locale', () => {
    const news = inLocale<NewsArticleDocument>(newsCollection.name, locale);
    expect(news.length).toBeGreaterThanOrEqual(60);
    const days = news.map((article) => Date.parse(article.publishOn)).sort();
    expect((days.at(-1)! - days[0]!) / DAY).toBeGreaterThan(600);
    expect((days.at(-1)! - days[0]!) / DAY).toBeLessThanOrEqual(2 * 366);
    const rich = news.filter((article) => article.type_of_page === 'news_room');
    expect(rich.length).toBeGreaterThanOrEqual(news.length / 3 - 1);
    expect(rich.every((article) => article.image?.url)).toBe(true);
    for (const article of news) expect(content.pages.find(article.link)?.locale, article.link).toBe(locale);
  });

  it('has 30 publications with their three categories and a PDF whose size is the file’s own', () => {
    const publications = inLocale<PublicationDocument>(publicationsCollection.name, locale);
    expect(publications).toHaveLength(30);
    for (const { categories, file } of publications) {
      expect(Object.values(categories).every(Boolean)).toBe(true);
      expect(file.filename).toMatch(/\.pdf$/);
      expect(statSync(join(root, 'site/public', file.url)).size).toBe(file.size);
    }
    expect(new Set(publications.map((publication) => publication.categories.category)).size).toBe(4);
  });

  it('has 40 agencies with address, postal code, phone, e-mail and web site', () => {
    const agencies = inLocale<AgencyDocument>(agenciesCollection.name, locale);
    expect(agencies).toHaveLength(40);
    expect(new Set(agencies.map((agency) => agency.city)).size).toBeGreaterThan(30);
    for (const agency of agencies) {
      expect(agency.postalCode).toMatch(/^\d{5}$/);
      expect(agency.phone).toMatch(/^0\d( \d\d){4}$/);
      expect(agency.mail).toContain('@');
      expect(agency.webSite).toMatch(/^https:\/\//);
    }
  });
});

it('reports a duplicated news article and keeps the first', async () => {
  const article = {
    id: 'doublon',
    locale: 'fr',
    title: 'Doublon',
    link: '/actualites',
    publishOn: '2026-01-01',
    type_of_page: 'news',
    taxonomies: [],
    body: 'Texte.',
  };
  const store = await ContentStore.load(
    { name: 'test', load: async () => [1, 2].map((n) => ({ origin: `news/doublon-${n}.json`, collection: 'news', data: article })) },
    createContentValidator(blockDefinitions),
    collections,
  );
  expect(store.documents('news')).toHaveLength(1);
  expect(store.problems).toEqual([
    { file: 'news/doublon-2.json', pointer: '/id', reason: 'news article "doublon" in "fr" is already defined by news/doublon-1.json' },
  ]);
});
