import type { RouteOptions } from 'fastify';
import { registerBff, type BffContext } from '../bff';
import { buildApp } from './app';

/**
 * The GET routes the server's code declares besides the page renderer (/healthz, /_blocks...,
 * every /api route), read by building the app as the server does and listening to each route
 * it registers. Nothing is served: the context the routes receive refuses any use.
 */
export async function declaredGetRoutes(root: string): Promise<string[]> {
  const urls: string[] = [];
  const collect = (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (methods.includes('GET') && !(route.config as { pageRenderer?: boolean } | undefined)?.pageRenderer) urls.push(route.url);
  };
  const app = await buildApp({
    logger: false,
    runtime: () => unavailable('runtime'),
    beforeRoutes: async (instance) => {
      instance.addHook('onRoute', collect);
      await registerBff(instance, { root, db: unavailable('db'), services: unavailable('services'), runtime: () => unavailable('runtime') } as BffContext);
    },
  });
  await app.ready();
  await app.close();
  return [...new Set(urls)];
}

/** A stand-in that may be passed around but throws when anything of it is called: listing routes must not use it. */
function unavailable<T>(name: string): T {
  const target = () => undefined;
  return new Proxy(target, {
    get: (_target, property) => (property === 'then' ? undefined : unavailable(`${name}.${String(property)}`)),
    apply() {
      throw new Error(`${name} is not available while listing routes`);
    },
  }) as T;
}

/** A matcher over Fastify route patterns: `:name` matches one segment, `*` the rest of the path. */
export function routeMatcher(patterns: readonly string[]): (path: string) => boolean {
  const expressions = patterns.map((pattern) => new RegExp(`^${pattern.split(/(:[A-Za-z0-9_]+|\*)/).map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))).join('')}/?$`));
  return (path) => expressions.some((expression) => expression.test(path));
}
