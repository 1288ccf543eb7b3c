import Fastify, { type RouteOptions } from 'fastify';
import { startFullApp } from './helpers/full-app';

/**
 * Every /api route declares the schema of its successful answer (which serialises it and
 * documents it in the API reference) and of its client errors: a route added without them
 * fails here, by name.
 */
function missingAnswerSchemas(routes: readonly RouteOptions[]): string[] {
  return routes
    .filter((route) => route.url.startsWith('/api'))
    .flatMap((route) => {
      const statuses = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {});
      const where = `${[route.method].flat().join(',')} ${route.url}`;
      return [
        ...(statuses.some((status) => /^2(\d\d|xx)$/.test(status)) ? [] : [`${where}: no success answer`]),
        ...(statuses.some((status) => /^4(\d\d|xx)$/.test(status)) ? [] : [`${where}: no error answer`]),
      ];
    });
}

describe('answer schemas', () => {
  it('every /api route of the site declares its success and its error answers', async () => {
    const site = await startFullApp();
    try {
      const api = site.routes.filter((route) => route.url.startsWith('/api'));
      // The site's API: crisis, webforms, journeys, search, traffic, traveller file, gift cards, reports.
      expect(new Set(api.map((route) => route.url)).size).toBeGreaterThanOrEqual(33);
      expect(missingAnswerSchemas(site.routes)).toEqual([]);
    } finally {
      await site.close();
    }
    // The whole site is started in the test (content, catalogs, search index, every route).
  }, 60_000);

  it('names a route added without them', async () => {
    const app = Fastify();
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    app.get('/api/new-call', async () => ({ ok: true }));
    app.get('/api/half-done', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}));
    await app.ready();
    expect(missingAnswerSchemas(routes)).toEqual([
      'GET /api/new-call: no success answer',
      'GET /api/new-call: no error answer',
      'HEAD /api/new-call: no success answer',
      'HEAD /api/new-call: no error answer',
      'GET /api/half-done: no error answer',
      'HEAD /api/half-done: no error answer',
    ]);
  });
});
