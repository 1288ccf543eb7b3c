import { referenceSections, typeInWords, type OpenApiDocument } from './reference';

describe('the API reference reading of an OpenAPI document', () => {
  it('says a schema in a few words: values, lists, alternatives, named objects, formats', () => {
    expect(typeInWords({ enum: ['fr', 'en'] })).toBe('"fr" | "en"');
    expect(typeInWords({ type: 'array', items: { type: 'object', title: 'Location' } })).toBe('Location[]');
    expect(typeInWords({ anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })).toBe('string | string[]');
    expect(typeInWords({ type: 'string', format: 'date-time' })).toBe('string (date-time)');
    expect(typeInWords({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeInWords({ const: true })).toBe('true');
    expect(typeInWords({})).toBe('any');
  });

  it('groups operations by part in the document order, with parameters, body and answers', () => {
    const document: OpenApiDocument = {
      info: { title: 'API' },
      tags: [{ name: 'journeys', description: 'Trains.' }, { name: 'empty' }, { name: 'site' }],
      paths: {
        '/api/openapi.json': {
          get: {
            summary: 'This document.',
            tags: ['site'],
            responses: { 200: { description: 'A document.', content: { 'application/json': { schema: { type: 'object' } } } } },
          },
        },
        '/api/bff/locations': {
          get: {
            summary: 'Places.',
            tags: ['journeys'],
            parameters: [{ name: 'libelle', in: 'query', schema: { type: 'string', description: 'The text typed.' } }],
            responses: {
              200: { content: { 'application/json': { schema: { type: 'array', items: { type: 'object', title: 'Location' } } } } },
              '4XX': { description: 'Refused.', content: {} },
            },
          },
        },
      },
    };
    const sections = referenceSections(document);
    expect(
      sections.map((section) => [section.tag, section.operations.map((operation) => `${operation.method} ${operation.path}`)]),
    ).toEqual([
      ['journeys', ['GET /api/bff/locations']],
      ['site', ['GET /api/openapi.json']],
    ]);
    const [locations] = sections[0]!.operations;
    expect(locations).toMatchObject({
      id: 'get-api-bff-locations',
      summary: 'Places.',
      parameters: [{ name: 'libelle', in: 'query', required: false, type: 'string', description: 'The text typed.' }],
      body: [],
    });
    expect(locations!.answers.map((answer) => [answer.status, answer.contents.map((content) => content.type)])).toEqual([
      ['200', ['Location[]']],
      ['4XX', []],
    ]);
    expect(JSON.parse(locations!.answers[0]!.contents[0]!.schema!)).toEqual({
      type: 'array',
      items: { type: 'object', title: 'Location' },
    });
  });
});
