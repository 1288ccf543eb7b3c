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

  it('seals each page with a nonce of its own bytes: the same for every visitor, in the CSP and on every script', async () => {
    const first = await app.inject('/');
    const second = await app.inject({ url: '/', headers: { cookie: 'quai_theme=dark' } });
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(second.body).toBe(first.body);
    expect(first.body).toContain(`nonce="${nonce}"`);
    expect(new Set([...first.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
    const other = await app.inject('/en');
    expect(String(other.headers['content-security-policy'])).not.toContain(nonce);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
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
    expect(dark.body).toMatch(/<script nonce="[^"]+">\(function\(d\)\{if\(d\.dataset\.theme\)return;var m=document\.cookie\.match/);
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
