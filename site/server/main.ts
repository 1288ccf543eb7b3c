// First: the clock of a server under test is set before any module reads it.
import './install-test-clock';
import { join, resolve } from 'node:path';
import '../engine-config';
import { registerBff } from '../bff';
import { BFF_FEATURES, SITE_MIGRATIONS } from '../bff/features';
import { renderServices, siteServicesFromEnvironment } from '../bff/services';
import { openStoreFromEnvironment } from '../store/store';
import { accessLogFromEnvironment } from './access-log';
import { buildApp, pressureLimitsFromEnvironment, trustedProxiesFromEnvironment } from './app';
import { ManifestAssets } from './assets';
import { pageCacheFromEnvironment } from './page-cache';
import { contentSourceFromEnvironment } from './content-source';
import { projectRoot } from './project-root';
import { SiteRuntime } from './runtime';

/**
 * The production server: `npm run build` then `npm start`. Serves the built client, the pages
 * and the BFF on PORT (3000 by default).
 */
const root = projectRoot();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const clientDirectory = resolve(root, process.env.QUAI_DIST_DIR ?? 'dist', 'client');

let runtimePromise: Promise<SiteRuntime> | undefined;
const runtime = () => runtimePromise!;
const store = await openStoreFromEnvironment(SITE_MIGRATIONS);
const services = await siteServicesFromEnvironment(root, { store, content: async () => (await runtime()).content });
const app = await buildApp({
  trustedProxies: trustedProxiesFromEnvironment(),
  pressureLimits: pressureLimitsFromEnvironment(),
  clientDirectory,
  accessLog: accessLogFromEnvironment(),
  pageCache: pageCacheFromEnvironment(),
  runtime,
  beforeRoutes: (instance) => registerBff(instance, { store, runtime, root, services, env: process.env }, BFF_FEATURES),
});
runtimePromise = SiteRuntime.create({
  root,
  mode: 'production',
  assets: new ManifestAssets(join(clientDirectory, '.vite/manifest.json')),
  logger: app.log,
  contentSource: contentSourceFromEnvironment(root),
  services: renderServices(services),
});
await runtimePromise;
// The search index is brought up to date with the content before the first visitor.
await services.search.refresh();

async function shutdown() {
  await app.close();
  await store.close();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port, host });
