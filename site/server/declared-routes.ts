import type { RouteOptions } from 'fastify';
import { assembleSite } from './assemble-site';

/**
 * The GET routes the server's code declares besides the page renderer (/healthz, /_blocks...,
 * every /api route), read by building the app as the server does and listening to each route
 * it registers. Nothing is served: the routes receive stand-ins, and no handler runs.
 */
export async function declaredGetRoutes(root: string): Promise<string[]> {
  const urls: string[] = [];
  const collect = (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (methods.includes('GET') && !(route.config as { pageRenderer?: boolean } | undefined)?.pageRenderer) urls.push(route.url);
  };
  const { app } = await assembleSite({
    root,
    env: {},
    store: inert(),
    services: inert(),
    runtime: { mode: 'production', assets: inert(), hold: () => () => inert() },
    // The developers' tools but the gallery and the design page: content never links to them.
    devTools: false,
    app: { logger: false },
    beforeSite: async (instance) => {
      instance.addHook('onRoute', collect);
    },
  });
  // Loading the plugins registers their routes; the app is never made ready, so no start-up task runs.
  await app.after();
  return [...new Set(urls)];
}

/**
 * A stand-in for what routes receive: they may keep it, read it and call it while registering
 * (a rate-limit store built on the site store, for example), and each use gives another stand-in.
 * Nothing runs against it: the app is never made ready, so no handler or start-up task is called.
 */
function inert<T>(): T {
  const target = () => undefined;
  return new Proxy(target, {
    get: (_target, property) => (property === 'then' ? undefined : inert()),
    apply: () => inert(),
    construct: () => inert<object>(),
  }) as T;
}

/** A matcher over Fastify route patterns: `:name` matches one segment, `*` the rest of the path. */
export function routeMatcher(patterns: readonly string[]): (path: string) => boolean {
  const expressions = patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .split(/(:[A-Za-z0-9_]+|\*)/)
          .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
          .join('')}/?$`,
      ),
  );
  return (path) => expressions.some((expression) => expression.test(path));
}
