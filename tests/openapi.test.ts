import { Validator } from '@seriousme/openapi-schema-validator';
import type { BffFeature } from '../site/bff/context';
import * as PATHS from '../adapters/bff-client/paths';
import { BFF_FEATURES } from '../site/bff/features';
import { startFullApp } from './helpers/full-app';

/** The feature that registered each /api route ("METHOD /path/{param}"), noted while each feature registers. */
const registeredBy = new Map<string, string>();
const asDocumented = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;
const noting = BFF_FEATURES.map(
  (feature): BffFeature => ({
    ...feature,
    register: async (app, context) => {
      let registering = true;
      app.addHook('onRoute', (route) => {
        if (!registering || !route.url.startsWith('/api/')) return;
        for (const method of [route.method].flat()) if (method !== 'HEAD') registeredBy.set(asDocumented(method, route.url), feature.tag);
      });
      await feature.register(app, context);
      registering = false;
    },
  }),
);
const site = await startFullApp({}, noting);
afterAll(site.close);

type Operation = { summary?: string; tags?: string[]; responses: Record<string, unknown> };
type OpenApiDocument = { openapi: string; info?: unknown; paths: Record<string, Record<string, Operation>> };

const fetchDocument = async () => {
  const response = await site.app.inject('/api/openapi.json');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json() as OpenApiDocument;
};

/** Every /api route the server registered, as "METHOD /path/{param}". */
const registeredApiRoutes = () =>
  new Set(
    site.routes
      .filter((route) => route.url.startsWith('/api/'))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => asDocumented(method, route.url)),
      ),
  );

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const verdict = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(verdict.errors).toBeUndefined();
    expect(verdict.valid).toBe(true);
    // The check finds a broken document: one without its info is refused.
    const { info: _info, ...broken } = document;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('lists every /api route and nothing else, each with a summary, its part of the API and its success answer', async () => {
    const document = await fetchDocument();
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(listed)).toEqual(registeredApiRoutes());
    expect(listed).toContain('GET /api/bff/itineraries');
    expect(listed).toContain('GET /api/traffic/hourly-records/{file}');
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        expect(operation.summary, where).toMatch(/\w/);
        expect(operation.tags, where).toHaveLength(1);
        expect(
          Object.keys(operation.responses).some((status) => status.startsWith('2')),
          where,
        ).toBe(true);
      }
    }
  });

  it("lists each feature's routes under that feature's tag, described as the feature describes itself", async () => {
    const document = (await fetchDocument()) as OpenApiDocument & { tags: Array<{ name: string; description: string }> };
    const tags = Object.fromEntries(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation.tags]),
      ),
    );
    expect(registeredBy.size).toBeGreaterThan(30);
    for (const [route, tag] of registeredBy) expect(tags[route], route).toEqual([tag]);
    expect(tags['GET /api/pao/ticket-public-key']).toEqual(['traveller file']);
    expect(tags['POST /api/decrypt']).toEqual(['gift cards']);
    expect(tags['GET /api/bff/live/station-timetable']).toEqual(['live trains']);
    // Every route but the document itself belongs to a feature; the document is the site's own.
    expect(Object.keys(tags).filter((route) => !registeredBy.has(route))).toEqual(['GET /api/openapi.json']);
    expect(tags['GET /api/openapi.json']).toEqual(['site']);
    for (const feature of BFF_FEATURES) expect(document.tags).toContainEqual({ name: feature.tag, description: feature.description });
  });

  it('documents every path the browser client declares, each the path of a route', async () => {
    const document = await fetchDocument();
    const declared = Object.values(PATHS).flatMap((group) => (typeof group === 'string' ? [group] : Object.values(group)));
    expect(declared.length).toBeGreaterThan(30);
    for (const path of declared) expect(Object.keys(document.paths), path).toContain(path.replace(/:(\w+)/g, '{$1}'));
  });

  it('describes answers with the fields the site sends: a station of the locations call has its code and coordinates', async () => {
    const document = await fetchDocument();
    const locations = document.paths['/api/bff/locations']!.get!.responses['200'] as {
      content: Record<string, { schema: { items: { required: string[] } } }>;
    };
    expect(locations.content['application/json']!.schema.items.required).toEqual([
      'type',
      'libelle',
      'code',
      'codePays',
      'latitude',
      'longitude',
    ]);
    const sheet = document.paths['/api/traffic/hourly-records/{file}']!.get!.responses['200'] as { content: Record<string, unknown> };
    expect(Object.keys(sheet.content)).toEqual(['application/pdf']);
  });
});
