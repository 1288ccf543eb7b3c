import paragraphSchema from '../../../schemas/blocks/paragraph.schema.json';
import { startPagesApp } from '../../../tests/helpers/full-app';

const { app } = await startPagesApp();
const get = (url: string) => app.inject(url);

describe('block gallery example pages', () => {
  const [first] = paragraphSchema.examples;

  it('number examples from 0, as their JSON pointer /examples/<n>: /0 is the first example', async () => {
    const page = await get('/_blocks/paragraph/0');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(first!.title);
    const next = await get('/_blocks/paragraph/1');
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('et un lien');
    expect(next.body).not.toContain(first!.title);
  });

  it('answer 404 past the last example and for anything but an index', async () => {
    for (const example of [String(paragraphSchema.examples.length), '-1', '01', 'x', '1.0']) {
      expect((await get(`/_blocks/paragraph/${example}`)).statusCode, example).toBe(404);
    }
  });

  it("link each example's phone frame to its own page, titled with the same number", async () => {
    const html = (await get('/_blocks/paragraph')).body;
    const frames = [...html.matchAll(/<iframe[^>]*src="([^"]+)"[^>]*title="([^"]+)"/g)].map((match) => [match[1], match[2]]);
    expect(frames).toEqual([
      ['/_blocks/paragraph/0', 'Exemple 0 sur mobile (375 px)'],
      ['/_blocks/paragraph/1', 'Exemple 1 sur mobile (375 px)'],
    ]);
  });
});
