// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import schema from '../../schemas/blocks/latest-news.schema.json';
import { fakeInProcessBff } from '../../tests/helpers/fake-bff';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const [threeArticles, oneArticle] = schema.examples;
const article = (n: number, image: boolean) => ({
  id: `n${n}`,
  title: `Article ${n}`,
  link: `/actualites/n${n}`,
  publishOn: `2026-11-1${n}`,
  type_of_page: image ? 'news_room' : 'news',
  taxonomies: ['Grande vitesse'],
  ...(image ? { image: { url: `/images/editorial/n${n}.svg`, alt: `Article ${n}` } } : {}),
  excerpt: `Le texte de l&#39;article ${n}`,
});

describe('latest-news block', () => {
  it("asks the news search for the locale's newest articles and shows each as a card with its picture, day and link", async () => {
    const server = fakeInProcessBff({
      '/api/search/news': { data: [article(6, true), article(5, false), article(4, true)], meta: { count: 66 } },
    });
    await renderBlock(threeArticles, { services: { bff: server.bff }, locale: 'fr' });
    expect(server.calls.map((call) => `${call.path}?${call.query}`)).toEqual(['/api/search/news?page=1&limit=3&locale=fr']);
    const cards = within(screen.getByRole('region', { name: 'Actualités' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: 'Article 6' })).toHaveAttribute('href', '/actualites/n6');
    expect(within(cards[0]!).getByText('16 novembre 2026')).toBeVisible();
    expect(within(cards[0]!).getByText("Le texte de l'article 6")).toBeVisible();
    // Pictures are decorative (the title says it all); an article without one gets the block's.
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('src'))).toEqual([
      '/images/editorial/n6.svg',
      '/images/home/actualite.svg',
      '/images/editorial/n4.svg',
    ]);
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('alt'))).toEqual(['', '', '']);
    expect(screen.getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute('href', '/actualites');
  });

  it('asks for as many articles as the content says', async () => {
    const server = fakeInProcessBff({ '/api/search/news': { data: [article(6, true)], meta: { count: 66 } } });
    await renderBlock(oneArticle, { services: { bff: server.bff }, locale: 'en' });
    expect(server.calls[0]?.query.get('limit')).toBe('1');
    expect(server.calls[0]?.query.get('locale')).toBe('en');
    expect(screen.getByText('November 16, 2026')).toBeVisible();
  });

  it('says there is no news when the search has none, and keeps its way to all the news when the search fails', async () => {
    const empty = fakeInProcessBff({ '/api/search/news': { data: [], meta: { count: 0 } } });
    await renderBlock(threeArticles, { services: { bff: empty.bff } });
    expect(screen.getByText('Aucune actualité pour le moment.')).toBeVisible();
    document.body.innerHTML = '';
    const failing = fakeInProcessBff({ '/api/search/news': { status: 503 } });
    await renderBlock(threeArticles, { services: { bff: failing.bff } });
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByRole('link', { name: 'Toutes les actualités' })).toBeVisible();
  });

  it('is static: its cards come with the HTML and ship no JavaScript', async () => {
    const server = fakeInProcessBff({ '/api/search/news': { data: [article(6, true)], meta: { count: 1 } } });
    const html = await renderBlockToHtml(threeArticles, { services: { bff: server.bff } });
    expect(html).not.toContain('data-island');
    expect(html).toContain('Article 6');
  });
});
