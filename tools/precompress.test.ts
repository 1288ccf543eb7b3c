import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../site/server/app';
import type { SiteRuntime } from '../site/server/runtime';
import { precompressFolder } from './precompress';

const client = mkdtempSync(join(tmpdir(), 'quai-client-'));
mkdirSync(join(client, 'assets'));
const script = Buffer.from(
  `export const stations = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `Gare numéro ${index}`))};\n`,
);
writeFileSync(join(client, 'assets', 'stations-abc123.js'), script);
writeFileSync(join(client, 'assets', 'tiny-def456.js'), 'export {};\n');
writeFileSync(join(client, 'logo.png'), Buffer.alloc(4096, 7));
const compressed = precompressFolder(client);

describe('assets compressed at build', () => {
  it('get a brotli and a gzip copy of the same bytes; small and already compressed files are left alone', () => {
    expect(compressed).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(client, 'assets', 'stations-abc123.js.br')))).toEqual(script);
    expect(gunzipSync(readFileSync(join(client, 'assets', 'stations-abc123.js.gz')))).toEqual(script);
    expect(readFileSync(join(client, 'assets', 'stations-abc123.js.br')).length).toBeLessThan(
      readFileSync(join(client, 'assets', 'stations-abc123.js.gz')).length,
    );
    expect(existsSync(join(client, 'assets', 'tiny-def456.js.br'))).toBe(false);
    expect(existsSync(join(client, 'logo.png.br'))).toBe(false);
  });

  it('are served as they were written, with a year of immutable cache', async () => {
    const app = await buildApp({ runtime: async () => ({}) as SiteRuntime, logger: false, clientDirectory: client });
    const asset = (encoding: string) => app.inject({ url: '/assets/stations-abc123.js', headers: { 'accept-encoding': encoding } });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload).toEqual(readFileSync(join(client, 'assets', 'stations-abc123.js.br')));
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(readFileSync(join(client, 'assets', 'stations-abc123.js.gz')));
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(script);
    await app.close();
  });
});
