import type { RequestInfo } from '@quai/engine/request';
import type { ShownValues, ShownValuesReader } from '@quai/engine/shown-values';
import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { fillMarkup, markedMarkup, markOf, type MarkedMarkup } from './value-marks';

/** What rendering an island gave, and what it did to its page beyond its HTML. */
interface Fragment {
  /** Its HTML, with marks where the values it shows of the query go (see `useShownValues`). */
  markup: MarkedMarkup;
  /** Catalog areas it translated from: the page sends them to the browser. */
  areas: readonly string[];
  /** Inline code it declared (a widget's): the page's policy allows it. */
  inlineScripts: readonly string[];
}

/** The entry of an island whose HTML depends on the next part of the request too: look again with it in the key. */
const READS_FURTHER = Symbol('reads further into the request');

/** The entry of an island that shows values of the query: its markup is kept per what these readers give. */
interface ShowsValues {
  readers: readonly ShownValuesReader[];
}

type Entry = Fragment | ShowsValues | typeof READS_FURTHER;

/** What an island's render did besides its HTML, noted by the page while it renders. */
interface IslandEffects {
  areas: Set<string>;
  inlineScripts: Set<string>;
  /** How many of the request's parts it read (see FragmentPage.request). */
  requestPartsRead: number;
  /** The readers of shown values it called, in order, what they gave (see `shownKey`), and the values marked. */
  readers: ShownValuesReader[];
  shownKeys: string[];
  values: string[];
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
  /** The query string the readers of shown values read. */
  search: string;
  /** Set while an island renders: the page's catalog, policy and request note what it does there. */
  noting: IslandEffects | undefined;
  recordArea(area: string): void;
  allowInlineScript(code: string): void;
  /** What `useShownValues` gives: marks while an island renders (noted), the values elsewhere. */
  showValues(read: ShownValuesReader): ShownValues;
}

/**
 * A page's side of the fragments: what its islands do (catalog areas used, inline code declared,
 * values of the query shown) lands in its own sets, and in the effects being noted while a kept
 * island renders.
 */
export function fragmentPageOf(
  providers: string,
  request: RequestInfo,
  sets: { areas: Set<string>; inlineScripts: Set<string> },
): FragmentPage {
  const page: FragmentPage = {
    providers,
    request: requestParts(request),
    search: request.search,
    noting: undefined,
    recordArea: (area) => {
      sets.areas.add(area);
      page.noting?.areas.add(area);
    },
    allowInlineScript: (code) => {
      sets.inlineScripts.add(code);
      page.noting?.inlineScripts.add(code);
    },
    showValues: (read) => {
      const shown = read(page.search);
      const { noting } = page;
      if (!noting) return shown;
      noting.readers.push(read);
      noting.shownKeys.push(shownKey(read, shown));
      const values: Record<string, string> = {};
      for (const [name, value] of Object.entries(shown.values)) {
        values[name] = markOf(noting.values.length);
        noting.values.push(value);
      }
      return { shape: shown.shape, values };
    },
  };
  return page;
}

/** The parts of a request, broadest first, as FragmentPage.request keys them. */
function requestParts(request: RequestInfo): string[] {
  return [request.path, `${request.search}${request.preview ? ' preview' : ''}`];
}

const readerIds = new Map<ShownValuesReader, number>();

/**
 * What markup the values a reader gave go into: the reader, its shape, the values' names and
 * which are empty (React writes nothing for an empty text, where a mark would be written).
 */
function shownKey(read: ShownValuesReader, shown: ShownValues): string {
  if (!readerIds.has(read)) readerIds.set(read, readerIds.size);
  const id = readerIds.get(read);
  const names = Object.entries(shown.values).map(([name, value]) => (value ? name : `${name}=`));
  return `${id}:${shown.shape}:${names.join(',')}`;
}

/** The key the readers give for this query, and the values they read, in the order of the marks. */
function shownOf(readers: readonly ShownValuesReader[], search: string): { key: string; values: string[] } {
  const keys: string[] = [];
  const values: string[] = [];
  for (const read of readers) {
    const shown = read(search);
    keys.push(shownKey(read, shown));
    values.push(...Object.values(shown.values));
  }
  return { key: keys.join(' '), values };
}

const ENTRY_OVERHEAD_BYTES = 128;

function entrySize(entry: Entry): number {
  if (entry === READS_FURTHER || !('markup' in entry)) return 0;
  return entry.markup.join('').length + entry.areas.join().length + entry.inlineScripts.join().length;
}

/**
 * Islands' server HTML, kept by what it is made of. An island is a root of its own rendered
 * from its props and the page's providers only, so the same props, identifier prefix and
 * providers give the same HTML: the journey search of every home page, the header of every page
 * of a locale. Rendering those again was most of a page's cost (measured: 42 % of the home
 * page's CPU time, react-aria's combo boxes most of it). An island that reads the path is kept
 * per path (the menu marking the current page); one that reads the query too is not kept.
 * An island that shows values of the query through `useShownValues` (a results page's search
 * form, the language links keeping the query) is kept with marks where the values go, per what
 * its readers say the markup depends on, and each request's values are filled in.
 * What the render did to its page (the catalog areas it used, the inline code it declared) is
 * kept with it and done again. Kept as long as a shared cache keeps a page, so nothing an island
 * computes from the time is older than a page a visitor may already get; bounded in memory.
 */
export class IslandFragmentCache {
  private readonly fragments: LRUCache<string, Entry>;

  constructor(settings: { seconds: number; maxBytes: number }) {
    this.fragments = new LRUCache<string, Entry>({
      ttl: settings.seconds * 1000,
      maxSize: settings.maxBytes,
      sizeCalculation: (entry, key) => key.length + ENTRY_OVERHEAD_BYTES + entrySize(entry),
    });
  }

  /** The island's HTML: kept for this identity, or rendered by `render` (whose side effects reach `page` either way). */
  html(page: FragmentPage, identifierPrefix: string, identity: string, render: () => string): string {
    // An identity holds the island's props (tens of kilobytes for a results list): digested once,
    // so the keys looked up (one per request part, and the shape's) are short.
    const base = `${page.providers} ${identifierPrefix} ${hash('sha256', identity, 'base64')}`;
    const keyFor = (partsRead: number) => [base, ...page.request.slice(0, partsRead)].join(' ');
    let parts = 0;
    let entry = this.fragments.get(keyFor(0));
    while (entry === READS_FURTHER && parts < page.request.length) entry = this.fragments.get(keyFor(++parts));
    let values: string[] = [];
    if (entry && entry !== READS_FURTHER && 'readers' in entry) {
      const shown = shownOf(entry.readers, page.search);
      values = shown.values;
      entry = this.fragments.get(`${keyFor(parts)} ${shown.key}`);
    }
    if (entry && entry !== READS_FURTHER && 'markup' in entry) {
      for (const area of entry.areas) page.recordArea(area);
      for (const code of entry.inlineScripts) page.allowInlineScript(code);
      return fillMarkup(entry.markup, values);
    }
    return this.render(page, keyFor, render);
  }

  private render(page: FragmentPage, keyFor: (partsRead: number) => string, render: () => string): string {
    const effects: IslandEffects = {
      areas: new Set(),
      inlineScripts: new Set(),
      requestPartsRead: 0,
      readers: [],
      shownKeys: [],
      values: [],
    };
    page.noting = effects;
    let html: string;
    try {
      html = render();
    } finally {
      page.noting = undefined;
    }
    const fragment: Fragment = {
      // Marks are in the HTML only where values were shown: no need to look for them otherwise.
      markup: effects.values.length > 0 ? markedMarkup(html) : [html],
      areas: [...effects.areas],
      inlineScripts: [...effects.inlineScripts],
    };
    // An island that read the whole request (the results of the search in the query) is not
    // kept: a page asked again for the same query is the page cache's (and a CDN's), so it would
    // only be found again with the page cache off, and its keys hold the search.
    if (effects.requestPartsRead === page.request.length) return fillMarkup(fragment.markup, effects.values);
    for (let parts = 0; parts < effects.requestPartsRead; parts++) this.fragments.set(keyFor(parts), READS_FURTHER);
    const key = keyFor(effects.requestPartsRead);
    if (effects.readers.length === 0) this.fragments.set(key, fragment);
    else {
      this.fragments.set(key, { readers: effects.readers });
      this.fragments.set(`${key} ${effects.shownKeys.join(' ')}`, fragment);
    }
    return fillMarkup(fragment.markup, effects.values);
  }
}
