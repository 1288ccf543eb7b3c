import type { FastifyInstance } from 'fastify';
import { registerBff } from '../bff';
import type { BffFeature, SiteServices } from '../bff/context';
import { BFF_FEATURES } from '../bff/features';
import { renderServices, siteServicesFromEnvironment } from '../bff/services';
import { registerDevTools } from '../devtools/tools';
import type { Store } from '../store/store';
import { buildApp, type AppOptions } from './app';
import type { SiteRuntime } from './runtime';
import type { RuntimeOptions } from './runtime-types';

/** What the runtime is made of; its logger is the server's unless one is given. */
type SiteRuntimeOptions = Omit<RuntimeOptions, 'root' | 'services' | 'logger'> & Partial<Pick<RuntimeOptions, 'logger'>>;

export interface SiteAssemblyOptions {
  root: string;
  /** The store the services and the BFF features use. */
  store: Store;
  /** The configuration the services and features read (the process environment on a server; none in tests). */
  env: NodeJS.ProcessEnv;
  runtime: SiteRuntimeOptions & {
    /**
     * Holds the runtime `make` builds (from the SiteRuntime class given): made once, on first use,
     * when absent; the development server makes it again when a source changes.
     */
    hold?: (make: (Runtime: typeof SiteRuntime) => Promise<SiteRuntime>) => () => Promise<SiteRuntime>;
  };
  /** The site's services; made from `env` over the store when absent. */
  services?: SiteServices;
  /** The BFF's features: the site's list when absent, none when false (tests of pages alone). */
  features?: readonly BffFeature[] | false;
  /** The developers' tools besides the gallery and the design page; on unless QUAI_DEV_TOOLS=off in `env`. */
  devTools?: boolean;
  /** Set-up before anything else is routed: Vite's middleware in development, a route listener in tests. */
  beforeSite?: (app: FastifyInstance) => Promise<void>;
  /** The server's own settings: logger, proxies, load shedding, built client, caches, readiness. */
  app?: Omit<AppOptions, 'runtime' | 'beforeRoutes'>;
}

export interface AssembledSite {
  app: FastifyInstance;
  runtime: () => Promise<SiteRuntime>;
  services: SiteServices;
}

/**
 * The site, assembled once for every way it runs (the production server, the development server,
 * the route listing and the tests): the services over the store, the server with the BFF's
 * features and the developers' tools, and the runtime rendering its pages. What differs between
 * them is an option. The app is not made ready: the caller starts it (or only lists its routes).
 */
export async function assembleSite(options: SiteAssemblyOptions): Promise<AssembledSite> {
  const { root, store, env } = options;
  let held: (() => Promise<SiteRuntime>) | undefined;
  const runtime = () => held!();
  // Made once: the BFF routes and the page renderer share them (a development rebuild keeps the timetable loaded).
  const services =
    options.services ?? (await siteServicesFromEnvironment(root, { store, content: async () => (await runtime()).content }, env));
  // The runtime logs with the server once there is one: a holder may start making it (tests do)
  // while the server is being built.
  let app: FastifyInstance | undefined;
  const serverLog = {
    info: (detail: object | string, message?: string) => app?.log.info(detail, message),
    warn: (detail: object | string, message?: string) => app?.log.warn(detail, message),
    error: (detail: object | string, message?: string) => app?.log.error(detail, message),
  };
  const { hold = once, ...runtimeOptions } = options.runtime;
  held = hold((Runtime) => Runtime.create({ logger: serverLog, ...runtimeOptions, root, services: renderServices(services) }));
  const features = options.features ?? BFF_FEATURES;
  app = await buildApp({
    ...options.app,
    runtime,
    beforeRoutes: async (instance) => {
      await options.beforeSite?.(instance);
      if (features) await registerBff(instance, { store, runtime, root, services, env }, features);
      await registerDevTools(instance, { runtime, enabled: options.devTools ?? env.QUAI_DEV_TOOLS !== 'off' });
    },
  });
  return { app, runtime, services };
}

/**
 * The runtime made once, on first use. Its module is loaded then too: the renderers' styles it
 * imports need a bundler, which the route listing (run by tools without one) never asks for.
 */
function once(make: (Runtime: typeof SiteRuntime) => Promise<SiteRuntime>): () => Promise<SiteRuntime> {
  let made: Promise<SiteRuntime> | undefined;
  return () => (made ??= import('./runtime').then(({ SiteRuntime }) => make(SiteRuntime)));
}
