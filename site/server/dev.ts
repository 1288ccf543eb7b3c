// First: the clock of a server under test is set before any module reads it.
import './install-test-clock';
import middie from '@fastify/middie';
import { join } from 'node:path';
import { createServer } from 'vite';
import { DevAssets } from './assets';
import { projectRoot } from './project-root';
import type { SiteRuntime } from './runtime';

/**
 * `npm run dev`: the same server with Vite in middleware mode. The server's own modules are
 * loaded through Vite (so they may import CSS Modules like the renderers), an edit to a block,
 * the engine, the content or a catalog is picked up on the next request (kept islands' markup
 * is forgotten on every change), islands get hot module replacement in the browser, and a
 * schema change regenerates the types (a plugin of vite.config.ts, tools/codegen/vite-plugin.ts).
 */
const root = projectRoot();
const port = Number(process.env.PORT ?? 3000);
// Hot updates reach the browser over Vite's own WebSocket server, on QUAI_HMR_PORT.
const hmrPort = Number(process.env.QUAI_HMR_PORT ?? 24678);
const vite = await createServer({ root, server: { middlewareMode: true, hmr: { port: hmrPort } }, appType: 'custom' });
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;

// The site's configuration of the engine comes first: the modules below render and format times.
await load('/site/engine-config.ts');
const { assembleSite } = await load<typeof import('./assemble-site')>('/site/server/assemble-site.ts');
const { trustedProxiesFromEnvironment } = await load<typeof import('./app')>('/site/server/app.ts');
const { SITE_MIGRATIONS } = await load<typeof import('../bff/features')>('/site/bff/features.ts');
const { openStoreFromEnvironment } = await load<typeof import('../store/store')>('/site/store/store.ts');
const { contentSourceFromEnvironment } = await load<typeof import('./content-source')>('/site/server/content-source.ts');

let current: { runtime: Promise<SiteRuntime>; module: unknown } | undefined;
const { app, services } = await assembleSite({
  root,
  store: await openStoreFromEnvironment(SITE_MIGRATIONS),
  env: process.env,
  runtime: {
    mode: 'development',
    assets: new DevAssets(),
    contentSource: contentSourceFromEnvironment(root),
    hold: (make) => async () => {
      const module = await load<typeof import('./runtime')>('/site/server/runtime.tsx');
      // A new module instance means a source changed: build the runtime again (content included).
      if (!current || current.module !== module) current = { module, runtime: make(module.SiteRuntime) };
      return current.runtime;
    },
  },
  app: { trustedProxies: trustedProxiesFromEnvironment(), contentSecurityPolicy: false },
  beforeSite: async (instance) => {
    await instance.register(middie);
    instance.use(vite.middlewares);
  },
});

// Islands' markup is kept here as in production: any file changed, added or removed makes the
// runtime forget it, so the next page shows the current code. The content and the catalogs
// are loaded with the runtime: a change to them builds it again.
vite.watcher.on('all', (event, file) => {
  if (event !== 'change' && event !== 'add' && event !== 'unlink') return;
  if (file.includes(join('site', 'content')) || file.includes(join('site', 'i18n'))) current = undefined;
  else void current?.runtime.then((runtime) => runtime.forgetKeptIslands());
});

// The search index follows the content: built here, then again by the first search after an edit.
await services.search.refresh();
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
