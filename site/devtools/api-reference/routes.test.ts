import { createHash } from 'node:crypto';
import { startFullApp } from '../../../tests/helpers/full-app';

const site = await startFullApp();
const withoutTools = await startFullApp({ devTools: false });
afterAll(async () => {
  await site.close();
  await withoutTools.close();
});

describe('GET /_api', () => {
  it("shows every call of the OpenAPI document in the developers' tools' layout, grouped by part, with its parameters and answers", async () => {
    const document = (await site.app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const page = await site.app.inject('/_api');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Référence de l&#x27;API</h1>');
    expect(page.body).toContain('<a href="/api/openapi.json">Le document OpenAPI (JSON)</a>');
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) expect(page.body).toContain(`<code>${method.toUpperCase()} ${path}</code>`);
    }
    // A part, a parameter of a call, and the answer of a call with its schema.
    expect(page.body).toMatch(/<h2 id="api-journeys" lang="en">journeys<\/h2>/);
    expect(page.body).toMatch(
      /<th scope="row"><code>libelle<\/code><\/th><td lang="en">query<\/td><td><code>string<\/code><\/td><td>non<\/td>/,
    );
    expect(page.body).toContain('<code>application/pdf</code>');
    expect(page.body).toMatch(
      /<summary>Schéma de la réponse 200<\/summary><pre tabindex="0"><code>\{\n {2}&quot;type&quot;: &quot;array&quot;/,
    );
  });

  it("keeps the site policy: its style sheets (the tools' layout's and its own) are allowed by their digests", async () => {
    const page = await site.app.inject('/_api');
    const sheets = [...page.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(page.body.match(/<style[^>]*>/g)).toEqual(['<style>', '<style>']);
    for (const css of sheets)
      expect(page.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it("is hidden with the developers' tools (QUAI_DEV_TOOLS=off), while the API document stays published", async () => {
    expect((await withoutTools.app.inject('/_api')).statusCode).toBe(404);
    expect((await withoutTools.app.inject('/api/openapi.json')).statusCode).toBe(200);
  });
});
