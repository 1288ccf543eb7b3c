import { Validator } from '@seriousme/openapi-schema-validator';
import { startFullApp } from './helpers/full-app';

const site = await startFullApp();
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
          .map((method) => `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
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
