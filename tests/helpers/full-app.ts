import type { FastifyInstance, RouteOptions } from 'fastify';
import { join } from 'node:path';
import { registerBff } from '../../site/bff';
import type { BffFeature, SiteServices } from '../../site/bff/context';
import { BFF_FEATURES } from '../../site/bff/features';
import { renderServices, siteServicesFromEnvironment } from '../../site/bff/services';
import type { AssetResolver } from '../../site/server/assets';
import { buildApp, type AppOptions } from '../../site/server/app';
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
const quiet = { info() {}, error() {}, warn() {} };

/**
 * The site's services over a fresh SQLite store, for a runtime made in a test; tickets are signed
 * with a key the fresh store makes (never one of the project's data folder or environment).
 */
async function testSiteServices(runtime: () => Promise<SiteRuntime>): Promise<{ services: SiteServices; store: Store }> {
  const store = await openTestStore('sqlite');
  return { store, services: await siteServicesFromEnvironment(root, { store, content: async () => (await runtime()).content }, {}) };
}

/**
 * The site's pages in process (embedded content, the render's services over a fresh store, no
 * BFF routes, no built assets): what page tests read. `islandScripts` are the scripts a page with
 * islands links (a page context is written only when there are some).
 */
export async function startPagesApp(
  options: { islandScripts?: string[]; app?: Partial<AppOptions>; keepIslands?: boolean } = {},
): Promise<{ app: FastifyInstance; runtime: Promise<SiteRuntime> }> {
  const assets: AssetResolver = { ...noAssets, islandScripts: () => options.islandScripts ?? [] };
  const runtime = SiteRuntime.create({
    root,
    mode: 'production',
    assets,
    logger: quiet,
    services: renderServices((await testSiteServices(() => runtime)).services),
    ...(options.keepIslands === undefined ? {} : { keepIslands: options.keepIslands }),
  });
  return { app: await buildApp({ runtime: () => runtime, logger: false, ...options.app }), runtime };
}

/**
 * The whole site in process (embedded content, every BFF route, a fresh SQLite store), as the
 * server assembles it; `features` replaces the site's list of BFF features.
 */
export async function startFullApp(options: Partial<AppOptions> = {}, features: readonly BffFeature[] = BFF_FEATURES): Promise<FullApp> {
  const { store, services } = await testSiteServices(() => runtime);
  const runtime = SiteRuntime.create({ root, mode: 'production', assets: noAssets, logger: quiet, services: renderServices(services) });
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    runtime: () => runtime,
    logger: false,
    ...options,
    beforeRoutes: async (instance) => {
      instance.addHook('onRoute', (route) => void routes.push(route));
      await registerBff(instance, { store, runtime: () => runtime, root, services, env: {} }, features);
    },
  });
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
