import { LRUCache } from 'lru-cache';

/** What rendering an island gave, and what it did to its page beyond its HTML. */
interface Fragment {
  html: string;
  /** Catalog areas it translated from: the page sends them to the browser. */
  areas: readonly string[];
  /** Inline code it declared (a widget's): the page's policy allows it. */
  inlineScripts: readonly string[];
}

/** The entry of an island whose HTML depends on the next part of the request too: look again with it in the key. */
const READS_FURTHER = Symbol('reads further into the request');
type Entry = Fragment | typeof READS_FURTHER;

/** What an island's render did besides its HTML, noted by the page while it renders. */
interface IslandEffects {
  areas: Set<string>;
  inlineScripts: Set<string>;
  /** How many of the request's parts it read (see FragmentPage.request). */
  requestPartsRead: number;
}

/** How one page renders its islands: its providers' key, its request, and where their effects go. */
export interface FragmentPage {
  /** What the island providers are made of (locale, layout, mode, containment): part of every key. */
  providers: string;
  /**
   * The request in parts, broadest first (its path, then its query and preview): an island that
   * read the first n parts is kept for those. Most islands that read it read the path only (the
   * menu marking the current page), and are then kept for every search of a results page.
   */
  request: readonly string[];
  /** Set while an island renders: the page's catalog, policy and request note what it does there. */
  noting: IslandEffects | undefined;
  recordArea(area: string): void;
  allowInlineScript(code: string): void;
}

/**
 * A page's side of the fragments: what its islands do (catalog areas used, inline code declared)
 * lands in its own sets, and in the effects being noted while a kept island renders.
 */
export function fragmentPageOf(
  providers: string,
  request: readonly string[],
  sets: { areas: Set<string>; inlineScripts: Set<string> },
): FragmentPage {
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
 * page's CPU time, react-aria's combo boxes most of it). An island that reads the request is
 * kept for the parts it read: per path (the menu marking the current page), per path and query
 * (a search form filled from the URL, the language links keeping the query).
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
        (entry === READS_FURTHER ? 0 : entry.html.length + entry.areas.join().length + entry.inlineScripts.join().length),
    });
  }

  /** The island's HTML: kept for this identity, or rendered by `render` (whose side effects reach `page` either way). */
  html(page: FragmentPage, identifierPrefix: string, identity: string, render: () => string): string {
    const keyFor = (partsRead: number) =>
      [`${page.providers} ${identifierPrefix} ${identity}`, ...page.request.slice(0, partsRead)].join(' ');
    let entry = this.fragments.get(keyFor(0));
    for (let parts = 1; entry === READS_FURTHER && parts <= page.request.length; parts++) entry = this.fragments.get(keyFor(parts));
    if (entry && entry !== READS_FURTHER) {
      for (const area of entry.areas) page.recordArea(area);
      for (const code of entry.inlineScripts) page.allowInlineScript(code);
      return entry.html;
    }
    const effects: IslandEffects = { areas: new Set(), inlineScripts: new Set(), requestPartsRead: 0 };
    page.noting = effects;
    let html: string;
    try {
      html = render();
    } finally {
      page.noting = undefined;
    }
    for (let parts = 0; parts < effects.requestPartsRead; parts++) this.fragments.set(keyFor(parts), READS_FURTHER);
    this.fragments.set(keyFor(effects.requestPartsRead), { html, areas: [...effects.areas], inlineScripts: [...effects.inlineScripts] });
    return html;
  }
}
