import { fragmentPageOf, IslandFragmentCache } from './island-fragments';
import type { ShownValues } from '@quai/engine/shown-values';
import { noticedRequest } from './noticed-request';

/** A page as the runtime makes one: what its islands do lands in its own sets, and they read its request through it. */
function page(address: string) {
  const areas = new Set<string>();
  const inlineScripts = new Set<string>();
  const url = new URL(address, 'http://localhost');
  const fragmentPage = fragmentPageOf('fr homepage production', { path: url.pathname, search: url.search }, { areas, inlineScripts });
  const request = noticedRequest({ path: url.pathname, search: url.search }, fragmentPage);
  return { fragmentPage, areas, inlineScripts, request };
}

describe('island fragments', () => {
  it('renders an island once for the same props and prefix, and gives its page the catalog areas and inline code it used', () => {
    const fragments = new IslandFragmentCache({ seconds: 60, maxBytes: 1_000_000 });
    const render = vi.fn(() => {
      first.fragmentPage.recordArea('itineraries');
      first.fragmentPage.allowInlineScript('start()');
      return '<form>…</form>';
    });
    const first = page('/');
    expect(fragments.html(first.fragmentPage, '_islandR1-', 'block /blocks/0 {"type":"itinerary-search"}', render)).toBe('<form>…</form>');
    const second = page('/?autre=1');
    expect(fragments.html(second.fragmentPage, '_islandR1-', 'block /blocks/0 {"type":"itinerary-search"}', render)).toBe('<form>…</form>');
    expect(render).toHaveBeenCalledTimes(1);
    expect([...second.areas]).toEqual(['itineraries']);
    expect([...second.inlineScripts]).toEqual(['start()']);
    // Other props, another prefix: rendered.
    fragments.html(second.fragmentPage, '_islandR1-', 'block /blocks/0 {"type":"itinerary-search","title":"Où ?"}', () => 'a');
    fragments.html(second.fragmentPage, '_islandR2-', 'block /blocks/0 {"type":"itinerary-search"}', () => 'b');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders an island that read the query for every request: a page asked again for the same query is the page cache’s', () => {
    const fragments = new IslandFragmentCache({ seconds: 60, maxBytes: 1_000_000 });
    const readingTheRequest = (visit: ReturnType<typeof page>) => () =>
      `<a href="/en${visit.request.path}${visit.request.search}">English</a>`;
    const identity = 'component header {}';
    const render = vi.fn();
    for (const address of ['/?q=1', '/?q=2', '/?q=1']) {
      const visit = page(address);
      const html = fragments.html(visit.fragmentPage, '_h-', identity, () => {
        render();
        return readingTheRequest(visit)();
      });
      expect(html).toBe(`<a href="/en${address}">English</a>`);
    }
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps an island that read the path only for every query of that path', () => {
    const fragments = new IslandFragmentCache({ seconds: 60, maxBytes: 1_000_000 });
    const render = vi.fn((visit: ReturnType<typeof page>) => `<a aria-current="page" href="${visit.request.path}">Résultats</a>`);
    const identity = 'component header {}';
    for (const address of [
      '/itineraires/resultats?date=1',
      '/itineraires/resultats?date=2',
      '/horaires?date=1',
      '/itineraires/resultats?date=3',
    ]) {
      const visit = page(address);
      expect(fragments.html(visit.fragmentPage, '_h-', identity, () => render(visit))).toBe(
        `<a aria-current="page" href="${new URL(address, 'http://localhost').pathname}">Résultats</a>`,
      );
    }
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('reads the request outside an island without making anything depend on it', () => {
    const fragments = new IslandFragmentCache({ seconds: 60, maxBytes: 1_000_000 });
    const render = vi.fn(() => 'static');
    for (const address of ['/a?q=1', '/b?q=2']) {
      const visit = page(address);
      expect(visit.request.search).toBe(`?q=${address.at(-1)}`);
      fragments.html(visit.fragmentPage, '_s-', 'component footer {}', render);
    }
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('stops noting once the island is rendered, even when its render throws', () => {
    const fragments = new IslandFragmentCache({ seconds: 60, maxBytes: 1_000_000 });
    const visit = page('/');
    expect(() =>
      fragments.html(visit.fragmentPage, '_x-', 'block /blocks/3 {}', () => {
        throw new Error('renderer failed');
      }),
    ).toThrow('renderer failed');
    expect(visit.fragmentPage.noting).toBeUndefined();
    expect(fragments.html(visit.fragmentPage, '_x-', 'block /blocks/3 {}', () => 'rendered')).toBe('rendered');
  });

  it('keeps an island showing values of the query once per shape, and fills in each request’s values, escaped', () => {
    const fragments = new IslandFragmentCache({ seconds: 60, maxBytes: 1_000_000 });
    const readName = (search: string): ShownValues => {
      const params = new URLSearchParams(search);
      return { shape: params.get('sens') ?? '', values: { name: params.get('name') ?? '' } };
    };
    const form = (visit: ReturnType<typeof page>) => () => {
      const { shape, values } = visit.fragmentPage.showValues(readName);
      return `<input value="${values.name}"${shape === 'before' ? ' checked=""' : ''}/>`;
    };
    const render = vi.fn();
    const htmlOf = (address: string) => {
      const visit = page(address);
      return fragments.html(visit.fragmentPage, '_f-', 'block /blocks/0 {}', () => {
        render();
        return form(visit)();
      });
    };
    expect(htmlOf('/resultats?name=Paris')).toBe('<input value="Paris"/>');
    expect(htmlOf('/resultats?name=Lyon+%26+%22Part-Dieu%22')).toBe('<input value="Lyon &amp; &quot;Part-Dieu&quot;"/>');
    expect(htmlOf('/resultats?name=Nantes&utm=1')).toBe('<input value="Nantes"/>');
    expect(render).toHaveBeenCalledTimes(1);
    // Another shape, and an empty value (where React may write nothing), are markups of their own.
    expect(htmlOf('/resultats?name=Rennes&sens=before')).toBe('<input value="Rennes" checked=""/>');
    expect(htmlOf('/resultats')).toBe('<input value=""/>');
    expect(render).toHaveBeenCalledTimes(3);
    expect(htmlOf('/resultats?name=Brest&sens=before')).toBe('<input value="Brest" checked=""/>');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('gives the values themselves outside an island', () => {
    const visit = page('/resultats?name=Paris');
    expect(visit.fragmentPage.showValues((search) => ({ shape: '', values: { search } })).values).toEqual({ search: '?name=Paris' });
  });
});
