import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { startServer } from '../../tests/e2e/server';

export interface PageJavaScript {
  page: string;
  path: string;
  files: number;
  gzipBytes: number;
  /** The island entry: React, react-dom and the engine's hydration code. */
  entryGzipBytes: number;
  /** Block renderer chunks. */
  blockGzipBytes: number;
}

const PAGES: Array<[string, string]> = [
  ['static page (home: paragraphs, key figures, banners)', '/'],
  ['page with one interactive block (vertical timeline)', '/grande-vitesse/histoire'],
  ['itinerary results page', '/itineraires/resultats'],
];

/**
 * Loads pages of the production build (QUAI_DIST_DIR, default dist) in Chromium, as a visitor
 * who scrolls to the end and waits for idle work, and adds up the gzip size of every script.
 */
export async function measurePageJavaScript(): Promise<PageJavaScript[]> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const results: PageJavaScript[] = [];
    for (const [page, path] of PAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const tab = await context.newPage();
      const scripts = new Map<string, Buffer>();
      tab.on('response', async (response) => {
        if (response.request().resourceType() === 'script' && response.url().startsWith(server.url)) scripts.set(response.url(), await response.body());
      });
      await tab.goto(server.url + path, { waitUntil: 'networkidle' });
      await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await tab.waitForTimeout(2500);
      const sizeOf = (filter: (url: string) => boolean) => [...scripts].filter(([url]) => filter(url)).reduce((total, [, body]) => total + gzipSync(body).length, 0);
      results.push({
        page,
        path,
        files: scripts.size,
        gzipBytes: sizeOf(() => true),
        entryGzipBytes: sizeOf((url) => /\/assets\/entry-/.test(url)),
        blockGzipBytes: sizeOf((url) => /\/assets\/Renderer-/.test(url)),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
