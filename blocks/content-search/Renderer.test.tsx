// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/content-search.schema.json';
import { fakeBff, fakeInProcessBff } from '../../tests/helpers/fake-bff';
import { renderBlock, validateBlock } from '../../tests/helpers/render-block';
import { publicationSize } from './formats';

const agency = (n: number) => ({
  id: `a${n}`,
  name: `Agence ${n}`,
  webSite: `https://www.quai.example/${n}`,
  mail: `a${n}@quai.example`,
  phone: '04 91 00 00 00',
  city: 'Marseille',
  address: 'Square Narvik',
  postalCode: '13001',
});
const agencies = (query: URLSearchParams) => {
  const page = Number(query.get('page'));
  return { data: [agency(page * 10 + 1), agency(page * 10 + 2)], meta: { count: 20 } };
};
const agencyFilters = [
  { filter_key: 'name', filter_data: [], id: 'agency-name', value: '' },
  { filter_key: 'city', filter_data: [], id: 'agency-city', value: '' },
];
const newsItem = {
  id: 'n1',
  title: 'Le TGV M arrive à Marseille',
  link: '/actualites/n1',
  publishOn: '2026-05-12',
  type_of_page: 'news_room',
  taxonomies: ['Grande vitesse'],
  image: { url: '/images/editorial/tgvm-exterieur.svg', alt: 'TGV M' },
  excerpt: 'Il dessert <mark>Marseille</mark> &lt;enfin&gt;',
};

// jsdom lays nothing out: scrolling is recorded, not done.
const scrolled = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrolled;
  scrolled.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('content-search block', () => {
  it('lists a page of agencies with their contacts, the count, and the paginator marking the current page', async () => {
    fakeBff({ '/api/search/agency': agencies, '/api/search/filters': agencyFilters });
    await renderBlock(
      { type: 'content-search', index: 'agency', title: 'Nos agences', limit: 2 },
      { request: { path: '/agences', search: '?city=Marseille&page=3' } },
    );
    expect(await screen.findByText('Agence 31')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('20 résultats');
    expect(screen.getByRole('link', { name: 'a31@quai.example' })).toHaveAttribute('href', 'mailto:a31@quai.example');
    const nav = screen.getByRole('navigation', { name: 'Pages de résultats : Nos agences' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/agences?city=Marseille&page=4');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '4', '10']);
    expect(screen.getByLabelText('Ville')).toHaveValue('Marseille');
  });

  it('renders the server answers without fetching them again', async () => {
    const fetched = fakeBff({});
    const server = fakeInProcessBff({ '/api/search/agency': agencies, '/api/search/filters': agencyFilters });
    await renderBlock(
      { type: 'content-search', index: 'agency', title: 'Nos agences', limit: 2 },
      { request: { path: '/agences', search: '?page=2' }, services: { bff: server.bff } },
    );
    expect(screen.getByText('Agence 21')).toBeVisible();
    expect(server.calls.map((call) => `${call.path}?${call.query}`)).toEqual([
      '/api/search/agency?page=2&limit=2&locale=fr',
      '/api/search/filters?index=agency&locale=fr',
    ]);
    expect(fetched.calls).toEqual([]);
  });

  it('moves to another page without a reload: address, results, and focus on the results heading', async () => {
    const bff = fakeBff({ '/api/search/agency': agencies, '/api/search/filters': agencyFilters });
    window.history.replaceState(null, '', '/agences');
    await renderBlock(
      { type: 'content-search', index: 'agency', title: 'Nos agences', limit: 2 },
      { request: { path: '/agences', search: '' } },
    );
    await screen.findByText('Agence 11');
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Agence 21')).toBeVisible();
    expect(window.location.search).toBe('?page=2');
    expect(screen.getByRole('heading', { name: 'Nos agences' })).toHaveFocus();
    expect(scrolled.mock.contexts).toEqual([screen.getByRole('heading', { name: 'Nos agences' })]);
    // Back: the address's search comes back on screen.
    window.history.replaceState(null, '', '/agences');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByText('Agence 11')).toBeVisible();
    expect(bff.calls.filter((call) => call.path === '/api/search/agency').map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('applies the filled filters on submit, dropping empty ones and going back to page 1', async () => {
    const bff = fakeBff({ '/api/search/agency': agencies, '/api/search/filters': agencyFilters });
    window.history.replaceState(null, '', '/agences?page=4');
    await renderBlock(
      { type: 'content-search', index: 'agency', title: 'Nos agences', limit: 2 },
      { request: { path: '/agences', search: '?page=4' } },
    );
    await screen.findByText('Agence 41');
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: ' Lyon ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(window.location.search).toBe('?city=Lyon'));
    await screen.findByText('Agence 11');
    expect(bff.calls.at(-1)?.query.toString()).toBe('city=Lyon&page=1&limit=2&locale=fr');
  });

  it('shows a newsroom article as a rich card with its image, and the excerpt with only its marks as markup', async () => {
    fakeBff({
      '/api/search/news': { data: [newsItem, { ...newsItem, id: 'n2', type_of_page: 'news', image: undefined }], meta: { count: 2 } },
      '/api/search/filters': [],
    });
    const { container } = await renderBlock(schema.examples[0]!, { request: { path: '/actualites', search: '' } });
    await screen.findAllByText('Le TGV M arrive à Marseille');
    expect(container.querySelectorAll('article img')).toHaveLength(1);
    const excerpt = container.querySelector('article p:last-of-type')!;
    expect(excerpt.innerHTML).toBe('Il dessert <mark>Marseille</mark> &lt;enfin&gt;');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByText('12 mai 2026')).toHaveLength(2);
  });

  it('narrows the news to a confirmed range of publication days, kept in the address, and clears it', async () => {
    const bff = fakeBff({ '/api/search/news': { data: [newsItem], meta: { count: 1 } }, '/api/search/filters': [] });
    window.history.replaceState(null, '', '/actualites?from=2026-05-01&to=2026-05-31');
    await renderBlock(schema.examples[0]!, { request: { path: '/actualites', search: '?from=2026-05-01&to=2026-05-31' } });
    await screen.findAllByText('Le TGV M arrive à Marseille');
    expect(bff.calls.at(-1)?.query.toString()).toBe('from=2026-05-01&to=2026-05-31&page=1&limit=9&locale=fr');
    const form = screen.getByRole('search');
    // Without JavaScript the GET form sends the range from the picker's hidden inputs.
    expect(new FormData(form as HTMLFormElement).get('from')).toBe('2026-05-01');
    const end = form.querySelector<HTMLElement>('[slot="end"]')!;
    await userEvent.click(within(end).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('20062026');
    await userEvent.click(screen.getByRole('button', { name: 'Valider les dates' }));
    await waitFor(() => expect(window.location.search).toBe('?from=2026-05-01&to=2026-06-20'));
    await waitFor(() => expect(bff.calls.at(-1)?.query.toString()).toBe('from=2026-05-01&to=2026-06-20&page=1&limit=9&locale=fr'));
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les dates' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(bff.calls.at(-1)?.query.toString()).toBe('page=1&limit=9&locale=fr'));
  });

  it('shows a publication with its categories and its file size in MB with two decimals', async () => {
    const publication = {
      title: 'Fiche horaire TER Bretagne',
      intro: 'Les horaires.',
      publicationDate: '2026-02-10',
      categories: { category: 'Horaires', region: 'Bretagne', transporter: 'TER' },
      file: { filename: 'fiche.pdf', url: '/documents/publications/fiche.pdf', value: 'Download the document', size: 1843200 },
      excerpt: 'Les horaires.',
    };
    fakeBff({ '/api/search/publications': { data: [publication], meta: { count: 1 } }, '/api/search/filters': [] });
    await renderBlock(schema.examples[2]!, { locale: 'en', request: { path: '/en/publications', search: '' } });
    const link = await screen.findByRole('link', { name: /Download the document/ });
    expect(link).toHaveTextContent('PDF, 1.84 MB');
    expect(screen.getByRole('list', { name: 'Categories' })).toHaveTextContent('HorairesBretagneTER');
    expect(publicationSize(1843200, 'fr')).toBe('1,84');
    expect(publicationSize(87183, 'en')).toBe('0.09');
  });

  it('says when nothing matches, and when the search fails', async () => {
    fakeBff({ '/api/search/agency': { data: [], meta: { count: 0 } }, '/api/search/filters': agencyFilters });
    await renderBlock(schema.examples[1]!, { request: { path: '/agences', search: '?name=zzzz' } });
    expect(await screen.findByText('Aucun résultat ne correspond à votre recherche.')).toBeVisible();
  });

  it('shows the error text when the call fails', async () => {
    fakeBff({ '/api/search/agency': { status: 503 }, '/api/search/filters': agencyFilters });
    await renderBlock(schema.examples[1]!, { request: { path: '/agences', search: '' } });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des résultats…');
    expect(await screen.findByText(/La recherche n’a pas abouti/)).toBeVisible();
  });

  it('is left out and reported when it names no search', () => {
    const { node, problems } = validateBlock({ type: 'content-search', title: 'Recherche' });
    expect(node).toBeUndefined();
    expect(problems[0]?.reason).toContain('"index"');
  });
});
