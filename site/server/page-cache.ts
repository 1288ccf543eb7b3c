import { LRUCache } from 'lru-cache';
import { SHARED_PAGE_SECONDS } from '../http-cache';

/** A rendered page as the server sends it: its status, bytes and the headers made from them. */
export interface SealedPage {
  status: number;
  html: Buffer;
  /** The page's policy (the digests of its inline code, or its nonce); absent when policies are off (development). */
  contentSecurityPolicy: string | undefined;
  /** Set when a shared cache may keep the page (200 or 404, nobody's own data); absent otherwise. */
  etag: string | undefined;
}

export interface PageCacheSettings {
  /** How long a page is answered without rendering it again. */
  seconds: number;
  /** The most the kept pages (bytes, tags, policies and keys) may weigh together. */
  maxBytes: number;
}

/** What the cache holds for a key: the page and when it was rendered (on the cache's clock). */
interface KeptPage {
  page: SealedPage;
  keptAt: number;
}

/**
 * A page to send and, when it was kept, how old it is: its Age header, so that a CDN in front
 * counts that time against its own `s-maxage` and no visitor gets a page older than a minute.
 */
export interface PageToSend {
  page: SealedPage;
  ageSeconds?: number;
}

/** A page counts its own bytes, its key, tag and policy, and this much for the entry itself. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * What a CDN in front of the server would keep, kept by the server itself: the final answer of
 * every page a shared cache may hold, for as long as it may hold it (`s-maxage`), so the home
 * page or a popular search is rendered once a minute rather than once a visit. Pages are keyed
 * by what changes their bytes: the site's origin (canonical URLs) and the URL as received.
 * The least recently used pages leave first once the size limit is reached, so a flood of
 * distinct URLs cannot exhaust memory. Requests for a page being rendered wait for that render
 * rather than rendering it too.
 */
export class PageCache {
  private readonly pages: LRUCache<string, KeptPage>;
  /** Renders under way, by key: what they give to the requests waiting for them (nothing when it may not be shared). */
  private readonly rendering = new Map<string, Promise<SealedPage | undefined>>();

  constructor(
    readonly settings: PageCacheSettings,
    private readonly clock: { now(): number } = performance,
  ) {
    this.pages = new LRUCache<string, KeptPage>({
      ttl: settings.seconds * 1000,
      maxSize: settings.maxBytes,
      sizeCalculation: ({ page }, key) =>
        page.html.byteLength + key.length + (page.etag?.length ?? 0) + (page.contentSecurityPolicy?.length ?? 0) + ENTRY_OVERHEAD_BYTES,
      perf: clock,
      // The clock is read at every look-up (nothing beside a request's cost) rather than kept for
      // a millisecond by a timer: a clock moved by hand is seen at once.
      ttlResolution: 0,
    });
  }

  /** The key of a page: the origin it is rendered for and the URL (path and query) exactly as received. */
  static key(origin: string, url: string): string {
    return `${origin} ${url}`;
  }

  /**
   * The kept page for `key`, or the page `render` makes, kept when a shared cache may keep it.
   * A page another request is rendering is awaited; if that render fails, or its page may not
   * be shared (the visitor's own data, a server error), this request renders its own.
   */
  async answer(key: string, render: () => Promise<SealedPage>): Promise<PageToSend> {
    const kept = this.pages.get(key);
    if (kept) return { page: kept.page, ageSeconds: Math.floor((this.clock.now() - kept.keptAt) / 1000) };
    const pending = this.rendering.get(key);
    if (pending) return { page: (await pending) ?? (await render()) };
    const rendered = render();
    this.rendering.set(
      key,
      rendered.then(
        (page) => (page.etag ? page : undefined),
        () => undefined,
      ),
    );
    try {
      const page = await rendered;
      if (page.etag) this.pages.set(key, { page, keptAt: this.clock.now() });
      return { page };
    } finally {
      this.rendering.delete(key);
    }
  }
}

/** Reads a non-negative number from a variable, or says what is wrong with it. */
function setting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0, not "${text}"`);
  return value;
}

const DEFAULT_MEGABYTES = 64;

/**
 * The production server's page cache: QUAI_PAGE_CACHE_SECONDS (by default the freshness a CDN
 * gets, so the server keeps no page longer than a CDN would) and QUAI_PAGE_CACHE_MB (64). No
 * cache when either is 0. The development server keeps none: hot reload always renders.
 */
export function pageCacheFromEnvironment(env: NodeJS.ProcessEnv = process.env): PageCache | undefined {
  const seconds = setting(env, 'QUAI_PAGE_CACHE_SECONDS', SHARED_PAGE_SECONDS);
  const megabytes = setting(env, 'QUAI_PAGE_CACHE_MB', DEFAULT_MEGABYTES);
  const maxBytes = Math.floor(megabytes * 1024 * 1024);
  return seconds > 0 && maxBytes > 0 ? new PageCache({ seconds, maxBytes }) : undefined;
}
