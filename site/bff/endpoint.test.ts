import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientError, inProcessBff, registerEndpoints, type BffEndpoint } from './endpoint';
import { answerApiError } from './answers/api-errors';
import { registerApiSchemas } from './request-validation';

const echo: BffEndpoint<{ n: number; tag: string | string[]; when?: string }> = {
  path: '/api/echo',
  querySchema: {
    $id: 'echo-query',
    type: 'object',
    required: ['n', 'tag'],
    properties: {
      n: { type: 'integer' },
      tag: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
      when: { type: 'string' },
    },
  },
  summary: 'Echoes its query.',
  answerSchema: { type: 'object', properties: { n: { type: 'integer' }, tag: {}, when: { type: 'string' } } },
  answer: async (query) => {
    if (query.when === 'never') throw clientError(400, 'when cannot be never');
    return query;
  },
};
const lenient: BffEndpoint<{ n: number }> = {
  path: '/api/lenient',
  querySchema: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } },
  summary: 'Its number in a list.',
  answerSchema: { type: 'array', items: { type: 'integer' } },
  invalidAnswer: () => [],
  answer: async ({ n }) => [n],
};

const app = Fastify({ logger: false });
registerApiSchemas(app);
app.setErrorHandler(answerApiError);
registerEndpoints(app, [echo, lenient], 'echoes');
const bff = inProcessBff([echo, lenient]);

describe('BFF endpoints answered in process', () => {
  it('answer what the route answers: values coerced by the schema, a repeated name as a list', async () => {
    for (const query of ['n=3&tag=a', 'n=3&tag=a&tag=b']) {
      const route = await app.inject(`/api/echo?${query}`);
      expect(await bff.get('/api/echo', query)).toEqual(route.json());
    }
    expect(await bff.get('/api/echo', 'n=3&tag=a&tag=b')).toEqual({ n: 3, tag: ['a', 'b'] });
  });

  it('answer the lenient answer to an invalid query where the route does, and reject where the route answers 400', async () => {
    expect(await bff.get('/api/lenient', 'n=x')).toEqual((await app.inject('/api/lenient?n=x')).json());
    expect((await app.inject('/api/echo?n=x&tag=a')).statusCode).toBe(400);
    await expect(bff.get('/api/echo', 'n=x&tag=a')).rejects.toMatchObject({ statusCode: 400 });
    await expect(bff.get('/api/echo', 'n=1&tag=a&when=never')).rejects.toThrow('when cannot be never');
    await expect(bff.get('/api/unknown', '')).rejects.toMatchObject({ statusCode: 404 });
  });
});
