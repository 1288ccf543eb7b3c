import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import type { AssetResolver } from './assets';
import { buildApp } from './app';
import { SiteRuntime } from './runtime';

const root = join(import.meta.dirname, '../..');
const fixtures = join(root, 'tests/fixtures/content');
const noAssets: AssetResolver = {
  baseStylesheets: () => [],
  blockStylesheets: () => [],
  islandScripts: () => ['/entry.js'],
  alwaysScripts: () => [],
};
const warnings: string[] = [];
const errors: Array<{ detail: object | string; message?: string }> = [];
const logger = {
  info() {},
  error: (detail: object | string, message?: string) => void errors.push({ detail, message }),
  warn: (_detail: object | string, message?: string) => void warnings.push(message ?? ''),
};

const runtime = SiteRuntime.create({
  root,
  mode: 'production',
  assets: noAssets,
  logger,
  contentSource: new EmbeddedContentSource(fixtures, root),
});
const app = await buildApp({ runtime: () => runtime, logger: false });

describe('site server', () => {
  it('answers /healthz', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
  });

  it('serves a page by its alias with its valid blocks, leaving out the invalid one', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith('<!DOCTYPE html><html lang="fr">')).toBe(true);
    expect(response.body).toContain('Premier bloc');
    expect(response.body).toContain('12 000');
    expect(response.body).not.toContain('Bannière sans couleur');
    expect(response.body.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('resolves the other locales under their prefix, with or without a trailing slash', async () => {
    for (const path of ['/en', '/en/']) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain('English');
    }
  });

  it('answers an unknown path with the translated 404 page and its button back to /', async () => {
    const fr = await app.inject('/horaires-inconnus');
    expect(fr.statusCode).toBe(404);
    expect(fr.body).toContain('Page introuvable');
    expect(fr.body).toMatch(/<a href="\/"[^>]*>Retour à l&#x27;accueil<\/a>/);
    const en = await app.inject('/en/unknown');
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('Page not found');
  });

  it('answers an unknown locale prefix with 404', async () => {
    expect((await app.inject('/de')).statusCode).toBe(404);
  });

  it('answers a route whose page data is broken with the 500 page', async () => {
    const response = await app.inject('/cassee');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('Cette page est momentanément indisponible');
  });

  it('answers the path an unparsable page document names with the 500 page, logged with its file, not with a 404', async () => {
    errors.length = 0;
    const response = await app.inject('/illisible');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('Cette page est momentanément indisponible');
    expect(errors).toContainEqual({
      detail: { file: 'tests/fixtures/content/pages/not-json.json', path: '/illisible' },
      message: 'page document is broken',
    });
    expect((await app.inject('/introuvable')).statusCode).toBe(404);
  });

  it('reports every content problem at start-up and still serves the valid pages', async () => {
    const { content } = await runtime;
    const lines = content.problems.map((problem) => `${problem.file}#${problem.pointer}: ${problem.reason}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'tests/fixtures/content/pages/home.json#/blocks/1: banner: missing required field "backgroundColor"',
        'tests/fixtures/content/pages/broken.json#/layout: must be one of "homepage", "subhome", "crisis", "edito_centered", "landing_page_centered", "news_room"',
        expect.stringMatching(/^tests\/fixtures\/content\/pages\/not-json\.json#: not valid JSON/),
        expect.stringMatching(/^tests\/fixtures\/content\/pages\/wrong-locale\.json#\/path: path "\/" does not belong to locale "en"/),
      ]),
    );
    expect(warnings.length).toBe(content.problems.length);
  });

  it('gives a page shared caches keep the same bytes for every visitor, no nonce, and a policy naming the digest of each of its inline scripts', async () => {
    const first = await app.inject('/');
    const second = await app.inject({ url: '/', headers: { cookie: 'quai_theme=dark' } });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const policy = String(first.headers['content-security-policy']);
    expect(policy).not.toContain("'nonce-");
    expect(first.body).not.toMatch(/\snonce=/);
    expect(policy).toContain("'strict-dynamic'");
    const inlineScripts = [...first.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    // The theme and consent scripts in the head, and the one that loads the island entry.
    expect(inlineScripts).toHaveLength(3);
    expect(inlineScripts[2]).toContain('"/entry.js"');
    const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    for (const code of inlineScripts) expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    // Nothing else: a script injected into the page would need a digest of its own.
    expect(scriptSources.match(/'sha256-/g)).toHaveLength(3);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });

  it('draws a nonce for every response of a page no cache keeps, on its scripts and in its policy, never the same twice', async () => {
    const form = await buildApp({ runtime: () => runtime, logger: false });
    form.post('/', (request, reply) => form.sendSitePage(request, reply, { status: 200 }));
    const nonces: string[] = [];
    for (let index = 0; index < 20; index++) {
      const answer = await (index % 2 ? form.inject({ method: 'POST', url: '/' }) : app.inject('/cassee'));
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1]!;
      expect(nonce.length).toBeGreaterThanOrEqual(22);
      expect(new Set([...answer.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
      expect(answer.body.match(/<script nonce=/g)!.length).toBeGreaterThanOrEqual(3);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('lets shared caches keep pages, with a strong ETag and 304 when the copy is current', async () => {
    const first = await app.inject('/');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const revalidated = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await app.inject({ url: '/', headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
    expect((await app.inject('/en')).headers.etag).not.toBe(etag);
    const missing = await app.inject('/horaires-inconnus');
    expect(missing.headers['cache-control']).toContain('s-maxage');
    const broken = await app.inject('/cassee');
    expect(broken.headers['cache-control']).toBe('private, no-store');
    expect(broken.headers.etag).toBeUndefined();
  });

  it('gives each content coding of a page its own strong ETag, and answers 304 to any of them with the one the client holds', async () => {
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    const brotli = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    const tag = String(plain.headers.etag);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers.etag).toBe(`${tag.slice(0, -1)}-gzip"`);
    expect(brotli.headers.etag).toBe(`${tag.slice(0, -1)}-br"`);
    for (const held of [tag, String(gzip.headers.etag), `W/${String(brotli.headers.etag)}`]) {
      const revalidated = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip', 'if-none-match': held } });
      expect([held, revalidated.statusCode, revalidated.headers.etag]).toEqual([held, 304, held.replace(/^W\//, '')]);
    }
    expect((await app.inject({ url: '/', headers: { 'if-none-match': `${tag.slice(0, -1)}x-gzip"` } })).statusCode).toBe(200);
  });

  it("paints the theme from an inline script reading the visitor's cookie, not from the server", async () => {
    const dark = await app.inject({ url: '/', headers: { cookie: 'quai_theme=dark' } });
    expect(dark.body).toMatch(/^<!DOCTYPE html><html lang="fr"><head>/);
    expect(dark.body).toMatch(/<script>\(function\(d\)\{if\(d\.dataset\.theme\)return;try\{var m=document\.cookie\.match/);
  });

  it('says an API answer is private unless its route shares it', async () => {
    const api = await buildApp({ runtime: () => runtime, logger: false });
    api.get('/api/private', async () => ({ ok: true }));
    api.get('/api/shared', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ ok: true }));
    expect((await api.inject('/api/private')).headers['cache-control']).toBe('private, no-store');
    expect((await api.inject('/api/shared')).headers['cache-control']).toBe('public, max-age=60');
  });

  it('makes no block of a page of static blocks an island', async () => {
    const response = await app.inject('/');
    // The shell's own islands (menus, theme switch) are not blocks: they carry another attribute.
    expect(response.body).not.toMatch(/data-island="/);
  });

  it('compresses HTML for clients that accept it', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
