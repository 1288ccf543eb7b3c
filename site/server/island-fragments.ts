import { LRUCache } from 'lru-cache';

/** What rendering an island gave, and what it did to its page beyond its HTML. */
interface Fragment {
  html: string;
  /** Catalog areas it translated from: the page sends them to the browser. */
  areas: readonly string[];
  /** Inline code it declared (a widget's): the page's policy allows it. */
  inlineScripts: readonly string[];
}

/** The entry of an island whose HTML depends on the request too: look again with the request in the key. */
const PER_REQUEST = Symbol('per request');
type Entry = Fragment | typeof PER_REQUEST;

/** What an island's render did besides its HTML, noted by the page while it renders. */
interface IslandEffects {
  areas: Set<string>;
  inlineScripts: Set<string>;
  requestRead: boolean;
}

/** How one page renders its islands: its providers' key, its request, and where their effects go. */
export interface FragmentPage {
  /** What the island providers are made of (locale, layout, mode, containment): part of every key. */
  providers: string;
  /** The request's path and query, part of the key of islands that read it. */
  request: string;
  /** Set while an island renders: the page's catalog, policy and request note what it does there. */
  noting: IslandEffects | undefined;
  recordArea(area: string): void;
  allowInlineScript(code: string): void;
}

/**
 * A page's side of the fragments: what its islands do (catalog areas used, inline code declared)
 * lands in its own sets, and in the effects being noted while a kept island renders.
 */
export function fragmentPageOf(providers: string, request: string, sets: { areas: Set<string>; inlineScripts: Set<string> }): FragmentPage {
  const page: FragmentPage = {
    providers,
    request,
    noting: undefined,
    recordArea: (area) => {
      sets.areas.add(area);
      page.noting?.areas.add(area);
    },
    allowInlineScript: (code) => {
      sets.inlineScripts.add(code);
      page.noting?.inlineScripts.add(code);
    },
  };
  return page;
}

const ENTRY_OVERHEAD_BYTES = 128;

/**
 * Islands' server HTML, kept by what it is made of. An island is a root of its own rendered
 * from its props and the page's providers only, so the same props, identifier prefix and
 * providers give the same HTML: the journey search of every home page, the header of every page
 * of a locale. Rendering those again was most of a page's cost (measured: 42 % of the home
 * page's CPU time, react-aria's combo boxes most of it). An island that reads the request (a
 * search form filled from the URL, the language links keeping the query) is kept per request.
 * What the render did to its page (the catalog areas it used, the inline code it declared) is
 * kept with it and done again. Kept as long as a shared cache keeps a page, so nothing an island
 * computes from the time is older than a page a visitor may already get; bounded in memory.
 */
export class IslandFragments {
  private readonly fragments: LRUCache<string, Entry>;

  constructor(settings: { seconds: number; maxBytes: number }) {
    this.fragments = new LRUCache<string, Entry>({
      ttl: settings.seconds * 1000,
      maxSize: settings.maxBytes,
      sizeCalculation: (entry, key) =>
        key.length +
        ENTRY_OVERHEAD_BYTES +
        (entry === PER_REQUEST ? 0 : entry.html.length + entry.areas.join().length + entry.inlineScripts.join().length),
    });
  }

  /** The island's HTML: kept for this identity, or rendered by `render` (whose side effects reach `page` either way). */
  html(page: FragmentPage, identifierPrefix: string, identity: string, render: () => string): string {
    const key = `${page.providers} ${identifierPrefix} ${identity}`;
    const first = this.fragments.get(key);
    const entry = first === PER_REQUEST ? this.fragments.get(`${key} ${page.request}`) : first;
    if (entry && entry !== PER_REQUEST) {
      for (const area of entry.areas) page.recordArea(area);
      for (const code of entry.inlineScripts) page.allowInlineScript(code);
      return entry.html;
    }
    const effects: IslandEffects = { areas: new Set(), inlineScripts: new Set(), requestRead: false };
    page.noting = effects;
    let html: string;
    try {
      html = render();
    } finally {
      page.noting = undefined;
    }
    const fragment: Fragment = { html, areas: [...effects.areas], inlineScripts: [...effects.inlineScripts] };
    if (effects.requestRead) {
      this.fragments.set(key, PER_REQUEST);
      this.fragments.set(`${key} ${page.request}`, fragment);
    } else {
      this.fragments.set(key, fragment);
    }
    return html;
  }
}
