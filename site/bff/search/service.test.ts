import type { NewsArticleDocument } from '../../../schemas/generated/search/news-article';
import { openTestStore, STORE_DIALECTS } from '../../../tests/helpers/store-engines';
import type { Store } from '../../store/store';
import { SearchService } from './service';

const article = (id: string, title: string): NewsArticleDocument => ({
  id,
  locale: 'fr',
  title,
  link: `/actualites/${id}`,
  publishOn: '2026-11-01',
  type_of_page: 'news',
  taxonomies: ['Travaux'],
  body: 'Texte.',
});
/** A content store as the runtime hands it over: a new object each time content is reloaded. */
const contentOf = (articles: NewsArticleDocument[]) => ({
  documents: <T>(collection: string) =>
    (collection === 'news' ? articles.map((value) => ({ origin: `news/${value.id}.json`, value })) : []) as never as T[],
});

describe.each(STORE_DIALECTS)('the search service on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(dialect);
  });
  afterAll(() => store.close());

  it('indexes the content it is given, and the new content after a reload', async () => {
    let content = contentOf([article('a', 'Travaux à Quimper')]);
    const service = new SearchService(store, async () => content as never);
    const titles = async () =>
      (await service.index.search({ kind: 'news', locale: 'fr', selects: {}, page: 1, limit: 9 })).items.map((item) => item.title);
    await service.refresh();
    expect(await titles()).toEqual(['Travaux à Quimper']);
    content = contentOf([article('a', 'Travaux à Quimper'), article('b', 'Nouveau quai à Vannes')]);
    await service.refresh();
    expect((await titles()).sort()).toEqual(['Nouveau quai à Vannes', 'Travaux à Quimper']);
  });

  it('leaves an index already holding the content as it is (a second server on the same database)', async () => {
    const content = contentOf([article('c', 'Gare de Lorient')]);
    await new SearchService(store, async () => content as never).refresh();
    const before = await store
      .tables<{ search_state: { key: string; indexed_at: string } }>()
      .selectFrom('search_state')
      .select('indexed_at')
      .executeTakeFirstOrThrow();
    await new SearchService(store, async () => content as never).refresh();
    const after = await store
      .tables<{ search_state: { key: string; indexed_at: string } }>()
      .selectFrom('search_state')
      .select('indexed_at')
      .executeTakeFirstOrThrow();
    expect(after.indexed_at).toBe(before.indexed_at);
  });
});
