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

/** Keeps the event loop busy, as a burst of heavy requests would. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('a saturated server', () => {
  it('answers 503 with Retry-After while its event loop is saturated, then serves again', { timeout: 30_000 }, async () => {
    const app = await buildApp({
      runtime: () => runtime,
      logger: false,
      pressureLimits: { maxEventLoopDelay: 0, maxEventLoopUtilization: 0.5, maxHeapUsedBytes: 0, sampleInterval: 100 },
    });
    await app.ready();
    expect((await app.inject('/')).statusCode).toBe(200);
    // Past the start-up grace, when the loading of the site no longer counts.
    await new Promise((resolve) => setTimeout(resolve, 5100));
    blockEventLoop(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refused = await app.inject('/');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json().message.error).toMatch(/busy/);
    let status = 503;
    for (let attempt = 0; attempt < 100 && status === 503; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await app.inject('/')).statusCode;
    }
    expect(status).toBe(200);
    await app.close();
  });
});
