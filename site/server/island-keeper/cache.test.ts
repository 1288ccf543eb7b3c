import type { IslandIdentity } from '@quai/engine/engine-context';
import { defineRequestRead } from '@quai/engine/request-read';
import { KeptIslandCache } from './cache';
import { keptIslandsPage } from './page';

/** A page as the runtime makes one: what its islands do lands in its own sets, and they read its request through it. */
function page(address: string) {
  const areas = new Set<string>();
  const inlineScripts = new Set<string>();
  const url = new URL(address, 'http://localhost');
  const islandsPage = keptIslandsPage({ path: url.pathname, search: url.search }, { areas, inlineScripts });
  return { islandsPage, areas, inlineScripts, request: islandsPage.request };
}

const PROVIDERS = 'fr homepage production fast';
const search: IslandIdentity = { kind: 'block', name: '/blocks/0', props: '{"type":"itinerary-search"}' };
const header: IslandIdentity = { kind: 'component', name: 'header', props: '{}' };
const keeper = () => new KeptIslandCache({ seconds: 60, maxBytes: 1_000_000 });

/** A form showing a name from the query as it is, and checked or not as its direction says. */
const nameAndDirection = defineRequestRead({
  name: 'name and direction',
  read: ({ search: query }) => {
    const params = new URLSearchParams(query);
    return { shape: { before: params.get('sens') === 'before' }, texts: { name: params.get('name') ?? '' } };
  },
});

describe('kept islands', () => {
  it('renders an island once for the same props and prefix, and gives its page the catalog areas and inline code it used', () => {
    const kept = keeper();
    const render = vi.fn(() => {
      first.islandsPage.recordArea('itineraries');
      first.islandsPage.allowInlineScript('start()');
      return '<form>…</form>';
    });
    const first = page('/');
    expect(kept.html(first.islandsPage, PROVIDERS, '_islandR1-', search, render)).toBe('<form>…</form>');
    const second = page('/?autre=1');
    expect(kept.html(second.islandsPage, PROVIDERS, '_islandR1-', search, render)).toBe('<form>…</form>');
    expect(render).toHaveBeenCalledTimes(1);
    expect([...second.areas]).toEqual(['itineraries']);
    expect([...second.inlineScripts]).toEqual(['start()']);
    // Other props, another prefix, other providers: rendered.
    const other = vi.fn(() => 'other');
    kept.html(second.islandsPage, PROVIDERS, '_islandR1-', { ...search, props: '{"type":"itinerary-search","title":"Où ?"}' }, other);
    kept.html(second.islandsPage, PROVIDERS, '_islandR2-', search, other);
    kept.html(second.islandsPage, 'en homepage production fast', '_islandR1-', search, other);
    expect(other).toHaveBeenCalledTimes(3);
  });

  it('renders an island that read the query through useRequest for every request: a page asked again for the same query is the page cache’s', () => {
    const kept = keeper();
    const render = vi.fn((visit: ReturnType<typeof page>) => `<a href="/en${visit.request.path}${visit.request.search}">English</a>`);
    for (const address of ['/?q=1', '/?q=2', '/?q=1']) {
      const visit = page(address);
      expect(kept.html(visit.islandsPage, PROVIDERS, '_h-', header, () => render(visit))).toBe(`<a href="/en${address}">English</a>`);
    }
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps an island that read the path only for every query of that path', () => {
    const kept = keeper();
    const render = vi.fn((visit: ReturnType<typeof page>) => `<a aria-current="page" href="${visit.request.path}">Résultats</a>`);
    for (const address of [
      '/itineraires/resultats?date=1',
      '/itineraires/resultats?date=2',
      '/horaires?date=1',
      '/itineraires/resultats?date=3',
    ]) {
      const visit = page(address);
      expect(kept.html(visit.islandsPage, PROVIDERS, '_h-', header, () => render(visit))).toBe(
        `<a aria-current="page" href="${new URL(address, 'http://localhost').pathname}">Résultats</a>`,
      );
    }
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('reads the request outside an island without making anything depend on it', () => {
    const kept = keeper();
    const render = vi.fn(() => 'static');
    const footer: IslandIdentity = { kind: 'markup', name: 'footer', props: '{}' };
    for (const address of ['/a?q=1', '/b?q=2']) {
      const visit = page(address);
      expect(visit.request.search).toBe(`?q=${address.at(-1)}`);
      expect(visit.request.path).toBe(address.slice(0, 2));
      kept.html(visit.islandsPage, PROVIDERS, '_s-', footer, render);
    }
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('stops noting once the island is rendered, even when its render throws', () => {
    const kept = keeper();
    const visit = page('/');
    const failing: IslandIdentity = { kind: 'block', name: '/blocks/3', props: '{}' };
    expect(() =>
      kept.html(visit.islandsPage, PROVIDERS, '_x-', failing, () => {
        throw new Error('renderer failed');
      }),
    ).toThrow('renderer failed');
    expect(visit.islandsPage.notes).toBeUndefined();
    expect(kept.html(visit.islandsPage, PROVIDERS, '_x-', failing, () => 'rendered')).toBe('rendered');
  });

  it('keeps an island of request reads once per shape and empty texts, and fills in each request’s texts, escaped', () => {
    const kept = keeper();
    const render = vi.fn();
    const htmlFor = (address: string) => {
      const visit = page(address);
      return kept.html(visit.islandsPage, PROVIDERS, '_f-', search, () => {
        render();
        const { shape, texts } = visit.islandsPage.readRequest(nameAndDirection);
        return `<input value="${texts.name}"${shape.before ? ' checked=""' : ''}/>`;
      });
    };
    expect(htmlFor('/resultats?name=Paris')).toBe('<input value="Paris"/>');
    expect(htmlFor('/resultats?name=Lyon+%26+%22Part-Dieu%22')).toBe('<input value="Lyon &amp; &quot;Part-Dieu&quot;"/>');
    expect(htmlFor('/resultats?name=Nantes&utm=1')).toBe('<input value="Nantes"/>');
    expect(render).toHaveBeenCalledTimes(1);
    // Another shape, and an empty text (where React may write nothing), are markups of their own.
    expect(htmlFor('/resultats?name=Rennes&sens=before')).toBe('<input value="Rennes" checked=""/>');
    expect(htmlFor('/resultats')).toBe('<input value=""/>');
    expect(render).toHaveBeenCalledTimes(3);
    expect(htmlFor('/resultats?name=Brest&sens=before')).toBe('<input value="Brest" checked=""/>');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('gives an empty text as it is while an island renders, so the markup is the one the text itself gives', () => {
    const kept = keeper();
    const visit = page('/resultats?sens=before');
    const given = vi.fn();
    kept.html(visit.islandsPage, PROVIDERS, '_f-', search, () => {
      given(visit.islandsPage.readRequest(nameAndDirection));
      return '<input/>';
    });
    expect(given).toHaveBeenCalledWith({ shape: { before: true }, texts: { name: '' } });
  });

  it('fails on an island that changed a text it was given to show as it is', () => {
    const kept = keeper();
    const visit = page('/resultats?name=Paris');
    expect(() =>
      kept.html(
        visit.islandsPage,
        PROVIDERS,
        '_f-',
        search,
        () => `<b>${visit.islandsPage.readRequest(nameAndDirection).texts.name.slice(0, 9)}</b>`,
      ),
    ).toThrow('block /blocks/0 changed a text of a request read');
    const cutAtItsStart = page('/resultats?name=Paris');
    expect(() =>
      kept.html(
        cutAtItsStart.islandsPage,
        PROVIDERS,
        '_f-',
        search,
        () => `<b>${cutAtItsStart.islandsPage.readRequest(nameAndDirection).texts.name.slice(1)}</b>`,
      ),
    ).toThrow('changed a text of a request read');
  });

  it('forgets every island when cleared', () => {
    const kept = keeper();
    const render = vi.fn(() => 'header');
    kept.html(page('/').islandsPage, PROVIDERS, '_h-', header, render);
    kept.clear();
    kept.html(page('/').islandsPage, PROVIDERS, '_h-', header, render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('gives the texts themselves outside an island', () => {
    const visit = page('/resultats?name=Paris');
    expect(visit.islandsPage.readRequest(nameAndDirection)).toEqual({ shape: { before: false }, texts: { name: 'Paris' } });
  });
});
