import type { ContentSource } from '../../adapters/content/source';
import type { BlockServices } from '@quai/engine/definition';
import type { RenderMode } from '@quai/engine/engine-context';
import type { WEBFORM_POST_SERVICE } from '../../blocks/webform/server-data';
import type { ProviderContext } from '../shell/page-providers';
import type { AssetResolver } from './assets';

/**
 * What the site runtime is given and what its pages are, apart from the runtime itself: the
 * modules it is made of (loading, rendering) use them without importing the runtime.
 */

interface Logger {
  info(detail: object | string, message?: string): void;
  warn(detail: object | string, message?: string): void;
  error(detail: object | string, message?: string): void;
}

/**
 * The block services the site hands its runtime: every one blocks declare (BlockServices), but
 * the site map, which the runtime makes from its content, and a form's post, which is one
 * request's. A block declaring a new service fails the type check here until the site gives it.
 */
export type SiteBlockServices = Omit<BlockServices, 'siteMap' | typeof WEBFORM_POST_SERVICE>;

export interface RuntimeOptions {
  root: string;
  mode: RenderMode;
  assets: AssetResolver;
  logger: Logger;
  contentSource?: ContentSource;
  /** What blocks may use to fetch their data while a page renders (see renderServices); none in tools and tests that render content alone. */
  services?: SiteBlockServices;
  /**
   * Islands' HTML is kept by what it is made of in every mode (see KeptIslandCache); `false`
   * only where a test compares pages rendered with and without it.
   */
  keepIslands?: false;
}

export interface RenderedPage {
  status: number;
  /** The document's HTML, whole (its ETag and policy are made from all of it). */
  html: string;
  /** The page holds the visitor's own data (its server data read their cookies): no shared cache may keep it. */
  personal?: boolean;
  /** Inline code the page's scripts add as they run (a widget's), which its policy must allow. */
  inlineScripts?: ReadonlySet<string>;
}

/**
 * What one request adds to the rendering of its page: the site's origin (canonical URLs), a
 * status and services of its own (a form posted without JavaScript), and the request's cookies,
 * which server data steps may read (never sent to the browser; a page that reads them is the
 * visitor's own and is not shared by caches).
 */
export interface RenderOptions {
  origin?: string;
  status?: number;
  services?: Partial<BlockServices>;
  cookieHeader?: string;
}

/** What every island of a page shares, read by the browser entry. */
export interface PageContext extends ProviderContext {
  mode: RenderMode;
  /** On a page kept to work without a network (BlockDefinition.keptOffline): every file its islands need to hydrate. */
  offlineFiles?: string[];
}
