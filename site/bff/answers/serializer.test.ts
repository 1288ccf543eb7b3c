import Fastify from 'fastify';
import { firstDifference, registerAnswerSerializer } from './serializer';

const FORGETFUL = { type: 'object', properties: { code: { type: 'string' } } };

async function appAnswering(checked: boolean) {
  const app = Fastify({ logger: false });
  registerAnswerSerializer(app, checked);
  app.get('/api/station', { schema: { response: { 200: FORGETFUL } } }, async () => ({ code: '87686006', libelle: 'Paris Gare de Lyon' }));
  await app.ready();
  return app;
}

describe('answers serialised by their schemas', () => {
  it('leave out what the schema does not declare', async () => {
    const app = await appAnswering(false);
    expect((await app.inject('/api/station')).json()).toEqual({ code: '87686006' });
  });

  it('fail with the place of the lost value where answers are checked (tests, development)', async () => {
    const app = await appAnswering(true);
    const response = await app.inject('/api/station');
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toContain('GET /api/station answered 200: its response schema loses or changes /libelle');
  });

  it('find the first lost or changed value, deep in lists and objects', () => {
    expect(firstDifference({ a: [{ b: 1 }] }, { a: [{ b: 1 }] }, '')).toBeUndefined();
    expect(firstDifference({ a: [{ b: 1.5 }] }, { a: [{ b: 2 }] }, '')).toBe('/a/0/b');
    expect(firstDifference([1, 2], { 0: 1, 1: 2 }, '')).toBe('');
  });
});
