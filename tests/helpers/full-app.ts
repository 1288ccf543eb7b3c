import type { FastifyInstance, RouteOptions } from 'fastify';
import { join } from 'node:path';
import type { ContentSource } from '../../adapters/content/source';
import type { BffFeature } from '../../site/bff/context';
import { BFF_FEATURES } from '../../site/bff/features';
import type { AppOptions } from '../../site/server/app';
import { assembleSite, type SiteAssemblyOptions } from '../../site/server/assemble-site';
import type { AssetResolver } from '../../site/server/assets';
import { SiteRuntime } from '../../site/server/runtime';
import type { Store } from '../../site/store/store';
import { openTestStore } from './store-engines';

export interface FullApp {
  app: FastifyInstance;
  store: Store;
  /** Every route as it registered, pages and API alike. */
  routes: RouteOptions[];
  close(): Promise<void>;
}

const root = join(import.meta.dirname, '../..');
const noAssets: AssetResolver = { baseStylesheets: () => [], blockStylesheets: () => [], islandScripts: () => [], alwaysScripts: () => [] };

/** What a test may change of the assembled site: the server's settings, and whether the developers' tools are on. */
type TestAppOptions = Partial<Omit<AppOptions, 'runtime' | 'beforeRoutes'>> & Pick<SiteAssemblyOptions, 'devTools'>;

/**
 * The site as the server assembles it, in process: embedded content, no built assets, a fresh
 * SQLite store (tickets are signed with a key it makes, never one of the project's data folder or
 * environment), no configuration from the environment.
 */
async function assembleTestSite(
  options: TestAppOptions & Pick<SiteAssemblyOptions, 'features' | 'beforeSite'> & Partial<Pick<SiteAssemblyOptions, 'runtime'>>,
) {
  const store = await openTestStore('sqlite');
  const { devTools, features, beforeSite, runtime = { mode: 'production', assets: noAssets }, ...app } = options;
  // Made at once, from the runtime module this file imports: a test file's import phase loads the
  // renderers, and its tests start with the runtime on its way.
  const hold = (make: (Runtime: typeof SiteRuntime) => Promise<SiteRuntime>) => {
    const made = make(SiteRuntime);
    return () => made;
  };
  const site = await assembleSite({
    root,
    store,
    env: {},
    runtime: { ...runtime, hold },
    features,
    devTools,
    beforeSite,
    app: { logger: false, ...app },
  });
  return { ...site, store };
}

/**
 * The site's pages in process (the render's services over a fresh store, no BFF routes): what
 * page tests read (the site's content, or `contentSource`'s). `islandScripts` are the scripts a page with islands links (a page context is
 * written only when there are some).
 */
export async function startPagesApp(
  options: { islandScripts?: string[]; app?: TestAppOptions; keepIslands?: false; contentSource?: ContentSource } = {},
): Promise<{ app: FastifyInstance; runtime: Promise<SiteRuntime> }> {
  const assets: AssetResolver = { ...noAssets, islandScripts: () => options.islandScripts ?? [] };
  const { app, runtime } = await assembleTestSite({
    ...options.app,
    features: false,
    runtime: {
      mode: 'production',
      assets,
      // Islands are kept as in production, unless a test compares pages with and without.
      ...(options.keepIslands === false ? { keepIslands: false as const } : {}),
      ...(options.contentSource ? { contentSource: options.contentSource } : {}),
    },
  });
  return { app, runtime: runtime() };
}

/** The whole site in process, every BFF route included; `features` replaces the site's list of BFF features. */
export async function startFullApp(options: TestAppOptions = {}, features: readonly BffFeature[] = BFF_FEATURES): Promise<FullApp> {
  const routes: RouteOptions[] = [];
  const { app, store, runtime } = await assembleTestSite({
    ...options,
    features,
    beforeSite: async (instance) => {
      instance.addHook('onRoute', (route) => void routes.push(route));
    },
  });
  // Made before the app is ready, as the server does: start-up tasks read the content.
  await runtime();
  await app.ready();
  return {
    app,
    store,
    routes,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}
