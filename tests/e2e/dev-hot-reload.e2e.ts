import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { freePort } from '../helpers/free-port';
import { launchBrowser } from './browser';

/**
 * `npm run dev` promises that editing a block's renderer updates the open page in place: React
 * Fast Refresh swaps the component without reloading, which works only because the engine
 * renders each renderer as a component of its own.
 */
const RENDERER = 'blocks/hub/Renderer.tsx';
const ORIGINAL_LINE = '{title && <h2 className={styles.title}>{title}</h2>}';
const EDITED_LINE = `<p data-hot-edit="">Edited while the page was open</p>\n      ${ORIGINAL_LINE}`;

async function startDevServer(): Promise<{ url: string; output: () => string; child: ChildProcess }> {
  const [port, hmrPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'site/server/dev.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      QUAI_HMR_PORT: String(hmrPort),
      HOST: '127.0.0.1',
      QUAI_DATA_DIR: mkdtempSync(join(tmpdir(), 'quai-dev-')),
      QUAI_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dev server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, output: () => output, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`dev server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('npm run dev', () => {
  let server: Awaited<ReturnType<typeof startDevServer>>;
  let browser: Browser;
  beforeAll(async () => {
    server = await startDevServer();
    browser = await launchBrowser();
  }, 120000);
  afterAll(async () => {
    await browser?.close();
    if (server && server.child.exitCode === null) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
  });

  it('shows an edit of a block renderer in the open page without reloading it', async () => {
    const original = readFileSync(RENDERER, 'utf8');
    expect(original).toContain(ORIGINAL_LINE);
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/_blocks/hub`, { waitUntil: 'load' });
      await page.waitForFunction(
        () => {
          const island = document.querySelector('[data-island="hub"]');
          return !!island && Object.keys(island).some((key) => key.startsWith('__reactContainer'));
        },
        undefined,
        { timeout: 60000 },
      );
      expect(await page.locator('[data-hot-edit]').count()).toBe(0);
      // A reload would lose this.
      await page.evaluate(() => Object.assign(window, { beforeEdit: true }));

      writeFileSync(RENDERER, original.replace(ORIGINAL_LINE, EDITED_LINE));
      await page.locator('[data-island="hub"] [data-hot-edit]').first().waitFor({ timeout: 60000 });

      expect(await page.locator('[data-island="hub"] [data-hot-edit]').first().textContent()).toBe('Edited while the page was open');
      expect(await page.evaluate(() => (window as unknown as { beforeEdit?: boolean }).beforeEdit)).toBe(true);
    } finally {
      writeFileSync(RENDERER, original);
      await page.close();
    }
  }, 180000);
});
