import type { IslandIdentity } from '@quai/engine/engine-context';
import type { JsonValue, RequestRead, RequestReading } from '@quai/engine/request-read';
import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { fillMarkup, markedMarkup, type MarkedMarkup } from './marks';
import type { IslandNotes, KeptIslandsPage } from './page';
import { readingKey } from './reading-key';

/** What rendering an island gave, and what it did to its page beyond its HTML. */
interface KeptMarkup {
  /** Its HTML, with marks where the texts of its request reads go. */
  markup: MarkedMarkup;
  /** Catalog areas it translated from: the page sends them to the browser. */
  areas: readonly string[];
  /** Inline code it declared (a widget's): the page's policy allows it. */
  inlineScripts: readonly string[];
}

const ENTRY_OVERHEAD_BYTES = 128;
/** How many islands' reads are kept: a few per page of the content, per locale and containment. */
const MAX_ISLANDS = 20_000;

/**
 * Islands' server HTML (and the footer's), kept by what it is made of: its identity (kind, name,
 * props), its identifier prefix, the page's providers, and what its reads of the request gave
 * (`useRequestRead`, and the path through `useRequest`). The journey search of every home page,
 * the header of every page of a locale, the search form of every results page (its texts filled
 * in) are rendered once. An island that read the query through `useRequest` is not kept: its
 * markup is its request's own, and a page asked again for the same query is the page cache's.
 * What the render did to its page (catalog areas used, inline code declared) is kept with it
 * and done again. Kept as long as a shared cache keeps a page, so nothing an island computes
 * from the time is older than a page a visitor may already get; bounded in memory.
 * docs/kept-islands.md tells the whole of it.
 */
export class KeptIslandCache {
  /** The reads each island made when last rendered, in order: the first half of its markup's key. */
  private readonly reads: LRUCache<string, readonly RequestRead[]>;
  /** Islands' markup, by the island and what its reads gave. */
  private readonly markup: LRUCache<string, KeptMarkup>;

  constructor(settings: { seconds: number; maxBytes: number }) {
    this.reads = new LRUCache<string, readonly RequestRead[]>({ ttl: settings.seconds * 1000, max: MAX_ISLANDS });
    this.markup = new LRUCache<string, KeptMarkup>({
      ttl: settings.seconds * 1000,
      maxSize: settings.maxBytes,
      sizeCalculation: (kept, key) =>
        key.length + ENTRY_OVERHEAD_BYTES + kept.markup.join('').length + kept.areas.join().length + kept.inlineScripts.join().length,
    });
  }

  /**
   * The island's HTML: kept for what it is made of, or rendered by `render` (whose side effects
   * reach `page` either way). `providers` says what the island's providers are made of (locale,
   * layout, mode, containment).
   */
  html(page: KeptIslandsPage, providers: string, identifierPrefix: string, identity: IslandIdentity, render: () => string): string {
    // An identity holds the island's props (tens of kilobytes for a results list): digested once.
    const island = `${providers} ${identifierPrefix} ${hash('sha256', `${identity.kind} ${identity.name} ${identity.props}`, 'base64')}`;
    const reads = this.reads.get(island);
    if (reads) {
      const readings = reads.map((read) => [read, read.read(page.readable)] as const);
      const kept = this.markup.get(markupKey(island, readings));
      if (kept) {
        for (const area of kept.areas) page.recordArea(area);
        for (const code of kept.inlineScripts) page.allowInlineScript(code);
        return fillMarkup(
          kept.markup,
          readings.flatMap(([, reading]) => Object.values<string>(reading.texts).filter(Boolean)),
        );
      }
    }
    return this.render(page, island, `${identity.kind} ${identity.name}`, render);
  }

  /** Forgets every island's markup: the development server does on every change of a source file. */
  clear(): void {
    this.reads.clear();
    this.markup.clear();
  }

  private render(page: KeptIslandsPage, island: string, name: string, render: () => string): string {
    const notes: IslandNotes = { areas: new Set(), inlineScripts: new Set(), reads: new Map(), texts: [], readTheWholeRequest: false };
    page.notes = notes;
    let html: string;
    try {
      html = render();
    } finally {
      page.notes = undefined;
    }
    // Marks are in the HTML only where texts were given: no need to look for them otherwise.
    const markup = notes.texts.length > 0 ? markedMarkup(html, name) : [html];
    // An island that read the query through `useRequest` (the results of the search in it) is
    // not kept: a page asked again for the same query is the page cache's (and a CDN's), so it
    // would only be found again with the page cache off, and its keys would hold the search.
    if (!notes.readTheWholeRequest) {
      this.reads.set(island, [...notes.reads.keys()]);
      this.markup.set(markupKey(island, [...notes.reads]), { markup, areas: [...notes.areas], inlineScripts: [...notes.inlineScripts] });
    }
    return fillMarkup(markup, notes.texts);
  }
}

function markupKey(island: string, readings: readonly (readonly [RequestRead, RequestReading<JsonValue, string>])[]): string {
  return [island, ...readings.map(([read, reading]) => readingKey(read, reading))].join('\n');
}
