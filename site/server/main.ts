// First: the clock of a server under test is set before any module reads it.
import './install-test-clock';
import { join, resolve } from 'node:path';
import pino from 'pino';
import '../engine-config';
import { SITE_MIGRATIONS } from '../bff/features';
import { openStoreFromEnvironment, type Store } from '../store/store';
import { accessLogFromEnvironment } from './access-log';
import { trustedProxiesFromEnvironment } from './app';
import { assembleSite } from './assemble-site';
import { ManifestAssets } from './assets';
import { pressureLimitsFromEnvironment } from './load-shedding';
import { pageCacheFromEnvironment } from './page-cache';
import { contentSourceFromEnvironment } from './content-source';
import { installLastResort } from './last-resort';
import { projectRoot } from './project-root';
import { readiness } from './readiness';
import { untilReachable } from './until-reachable';

/**
 * The production server: `npm run build` then `npm start`. Serves the built client, the pages
 * and the BFF on PORT (3000 by default).
 */
const root = projectRoot();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const clientDirectory = resolve(root, process.env.QUAI_DIST_DIR ?? 'dist', 'client');
const log = pino();
installLastResort(process, log);

/**
 * Opens the store and builds the server. A database that is away at start (or goes away while
 * the server starts) is waited for, the attempt logged and made again, rather than the process
 * exiting: the server listens once its database answers.
 */
const { app, store } = await untilReachable(log, 'start', async () => {
  const store = await openStoreFromEnvironment(SITE_MIGRATIONS, process.env, (error) =>
    log.warn({ reason: error.message }, 'database connection lost; the next query opens a new one'),
  );
  try {
    return { app: await startedApp(store), store };
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
});

async function startedApp(store: Store) {
  const { app, runtime, services } = await assembleSite({
    root,
    store,
    env: process.env,
    runtime: {
      mode: 'production',
      assets: new ManifestAssets(join(clientDirectory, '.vite/manifest.json')),
      contentSource: contentSourceFromEnvironment(root),
    },
    app: {
      logger: log,
      ready: readiness(store),
      trustedProxies: trustedProxiesFromEnvironment(),
      pressureLimits: pressureLimitsFromEnvironment(),
      clientDirectory,
      accessLog: accessLogFromEnvironment(),
      pageCache: pageCacheFromEnvironment(),
    },
  });
  try {
    await runtime();
    // The search index is brought up to date with the content before the first visitor.
    await services.search.refresh();
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}

async function shutdown() {
  await app.close();
  await store.close();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port, host });
