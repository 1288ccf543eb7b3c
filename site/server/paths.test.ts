import { join } from 'node:path';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import type { AssetResolver } from './assets';
import { buildApp } from './app';
import { SiteRuntime } from './runtime';

const root = join(import.meta.dirname, '../..');
const noAssets: AssetResolver = {
  baseStylesheets: () => [],
  blockStylesheets: () => [],
  islandScripts: () => ['/entry.js'],
  alwaysScripts: () => [],
};
const logger = { info() {}, error() {}, warn() {} };
const runtime = SiteRuntime.create({
  root,
  mode: 'production',
  assets: noAssets,
  logger,
  contentSource: new EmbeddedContentSource(join(root, 'tests/fixtures/content'), root),
});
const app = await buildApp({ runtime: () => runtime, logger: false });

describe('paths an attacker or a careless link makes', () => {
  it.each(['//evil.example/x', '//', '///a', '/fr//x', '/%00', '/a%2F..%2F..%2Fetc'])(
    '%s answers the 404 page with its security headers',
    async (path) => {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+' .*'strict-dynamic'/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('a malformed escape answers 400 with the reason and the security headers', async () => {
    const response = await app.inject('/%');
    expect(response.statusCode).toBe(400);
    expect(response.json().message.error).toMatch(/not a valid url/i);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
