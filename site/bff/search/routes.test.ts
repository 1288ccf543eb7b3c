import { join } from 'node:path';
import type { AgencySearchAnswer, NewsSearchAnswer, PublicationSearchAnswer } from '../../../schemas/generated/api/search-answers';
import type { SearchFilter } from '../../../schemas/generated/api/search-filter';
import { EmbeddedContentSource } from '../../../adapters/content/embedded-source';
import { blockDefinitions } from '../../../blocks';
import answersSchema from '../../../schemas/api/search-answers.schema.json';
import commonSchema from '../../../schemas/api/search-common.schema.json';
import filterSchema from '../../../schemas/api/search-filter.schema.json';
import agencySchema from '../../../schemas/search/agency.schema.json';
import newsSchema from '../../../schemas/search/news-article.schema.json';
import publicationSchema from '../../../schemas/search/publication.schema.json';
import { openTestStore } from '../../../tests/helpers/store-engines';
import { collections, createContentValidator } from '../../content-store/collections';
import { ContentStore } from '../../content-store/store';
import { buildApp } from '../../server/app';
import type { Store } from '../../store/store';
import { createApiAjv, registerApiSchemas } from '../request-validation';
import type { BffContext } from '../context';
import { searchRoutes } from './routes';
import { SearchService } from './service';

const root = join(import.meta.dirname, '../../..');
let store: Store;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const content = await ContentStore.load(
    new EmbeddedContentSource(join(root, 'site/content'), root),
    createContentValidator(blockDefinitions),
    collections,
  );
  store = await openTestStore('sqlite');
  const search = new SearchService(store, async () => content);
  app = await buildApp({
    runtime: async () => ({}) as never,
    logger: false,
    beforeRoutes: async (fastify) => {
      registerApiSchemas(fastify);
      await searchRoutes(fastify, { services: { search } } as unknown as BffContext);
    },
  });
});
afterAll(() => store.close());

const ajv = createApiAjv();
for (const schema of [commonSchema, newsSchema, publicationSchema, agencySchema, answersSchema, filterSchema]) ajv.addSchema(schema);
const validAnswer = (definition: string, body: unknown) => {
  const valid = ajv.validate(`${answersSchema.$id}#/$defs/${definition}`, body);
  return valid ? [] : ajv.errors;
};

/** A search call's status and answer (each test checks the answer against its schema first). */
const get = async <Answer = NewsSearchAnswer | PublicationSearchAnswer | AgencySearchAnswer>(url: string) => {
  const response = await app.inject(url);
  return { status: response.statusCode, body: response.json() as Answer };
};

describe('the search calls', () => {
  it('answer { data, meta: { count } } in the shape of each search, 9 per page by default', async () => {
    const news = await get('/api/search/news?locale=fr');
    expect(news.status).toBe(200);
    expect(validAnswer('newsAnswer', news.body)).toEqual([]);
    expect(news.body.data).toHaveLength(9);
    expect(news.body.meta.count).toBeGreaterThanOrEqual(60);
    const publications = await get<PublicationSearchAnswer>('/api/search/publications?category=Horaires');
    expect(validAnswer('publicationAnswer', publications.body)).toEqual([]);
    expect(publications.body.data.every((item) => item.categories.category === 'Horaires' && item.file.size > 0)).toBe(true);
    const agencies = await get('/api/search/agency?city=Marseile&locale=en');
    expect(validAnswer('agencyAnswer', agencies.body)).toEqual([]);
    expect(agencies.body).toMatchObject({
      meta: { count: 1 },
      data: [{ city: 'Marseille', postalCode: '13001', name: 'Marseille Saint-Charles travel agency' }],
    });
  });

  it('drop empty filter values', async () => {
    const blank = await get('/api/search/agency?name=&city=%20&page=1');
    expect(blank.body.meta.count).toBe(40);
    expect((await get('/api/search/publications?category=&region=')).body.meta.count).toBe(30);
  });

  it('bring a limit of 0 or 10000 back within 1 to 50, and answer a page past the end with no data', async () => {
    expect((await get('/api/search/agency?limit=0')).body.data).toHaveLength(1);
    expect((await get('/api/search/agency?limit=10000')).body.data).toHaveLength(40);
    expect((await get('/api/search/news?limit=10000')).body.data).toHaveLength(50);
    expect((await get('/api/search/agency?page=999')).body).toEqual({ data: [], meta: { count: 40 } });
  });

  it('refuse a blank page or limit and a repeated name as malformed (the filters alone may be blank)', async () => {
    for (const query of ['page=', 'limit=', 'name=a&name=b']) {
      const { status, body } = await get<{ message: { error: string } }>(`/api/search/agency?${query}`);
      expect(status, query).toBe(400);
      expect(body.message.error).toBeTruthy();
    }
  });

  it('answer quotes, operators and binary-looking text with a 200', async () => {
    for (const name of ['"', 'AND', 'NEAR(', '*', 'x AND y OR', '%00%01%FF', 'a'.repeat(3000), '%22%20OR%20%22', '(((', "'':*|&"]) {
      const { status, body } = await get(`/api/search/news?name=${encodeURIComponent(name)}`);
      expect(status, name).toBe(200);
      expect(body.meta.count).toBeGreaterThanOrEqual(0);
    }
  });

  it('refuse a malformed page or an unknown parameter with a 400 and its reason', async () => {
    for (const query of ['page=0', 'page=abc', 'page=-2', 'limit=ten', 'locale=de', 'colour=red', 'page=1e30']) {
      const { status, body } = await get<{ message: { error: string } }>(`/api/search/news?${query}`);
      expect(status, query).toBe(400);
      expect(body.message.error).toBeTruthy();
    }
  });

  it('keep news to a range of publication days, both ends included, either end open', async () => {
    const days = async (query: string) =>
      (await get<NewsSearchAnswer>(`/api/search/news?${query}&limit=50`)).body.data.map((item) => item.publishOn);
    expect(await days('from=2026-10-03&to=2026-11-05')).toEqual(['2026-11-05', '2026-10-25', '2026-10-14', '2026-10-03']);
    expect(await days('from=2026-11-01')).toEqual(['2026-11-16', '2026-11-05']);
    expect(await days('to=2024-12-01&from=')).toEqual(expect.arrayContaining(['2024-12-01']));
    expect((await days('to=2024-12-01')).every((day) => day <= '2024-12-01')).toBe(true);
    expect(await days('from=2026-10-04&to=2026-10-13')).toEqual([]);
  });

  it('refuse a day that is not a calendar day, or a range ending before it starts, with a 400 and its reason', async () => {
    for (const [query, reason] of [
      ['from=2026-02-30', /from/],
      ['to=16/11/2026', /to/],
      ['from=yesterday', /from/],
      ['from=2026-11-05&to=2026-10-03', /from \(2026-11-05\) must not be after .*to \(2026-10-03\)/],
    ] as const) {
      const { status, body } = await get<{ message: { error: string } }>(`/api/search/news?${query}`);
      expect(status, query).toBe(400);
      expect(body.message.error, query).toMatch(reason);
    }
  });

  it('give each search form its fields, select options read from the index', async () => {
    const { body } = await get<SearchFilter[]>('/api/search/filters?index=publications&locale=en');
    expect(body.map((filter) => filter.filter_key)).toEqual(['name', 'category', 'region', 'transporter']);
    expect(body[1]!.filter_data?.map((option) => option.filter_label)).toEqual(['Fares', 'Guides', 'Reports', 'Timetables']);
    const agency = (await get('/api/search/filters?index=agency')).body;
    expect(agency).toEqual([
      { filter_key: 'name', filter_data: [], id: 'agency-name', value: '' },
      { filter_key: 'city', filter_data: [], id: 'agency-city', value: '' },
    ]);
  });
});
