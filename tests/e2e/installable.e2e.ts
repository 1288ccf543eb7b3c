import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { baseUrl, CHROMIUM_ARGS, FULL_CHROMIUM, launchBrowser, openPage, withTestWaits } from './browser';

/** The site installs as an app: Chromium finds nothing missing (the check Lighthouse's installability audit ran), and the manifest has what phones ask for. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the installable site', () => {
  it('has no installability error in Chromium', async () => {
    // A browser profile of its own: Chromium never offers to install from a private window, which a new context is.
    // The full browser: installing is what it does, not its headless shell.
    const profile = mkdtempSync(join(tmpdir(), 'quai-install-'));
    const context = withTestWaits(await chromium.launchPersistentContext(profile, { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS }));
    try {
      const page = await context.newPage();
      await page.goto(baseUrl(), { waitUntil: 'networkidle' });
      const session = await context.newCDPSession(page);
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
      const { url } = (await session.send('Page.getAppManifest')) as { url: string };
      expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('offers icons at the sizes phones ask for, its colours in both themes, and shortcuts to the tickets, traffic and train search', async () => {
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as {
      icons: Array<{ src: string; sizes: string; purpose: string }>;
      shortcuts: Array<{ name: string; url: string }>;
      start_url: string;
      display: string;
      theme_color: string;
    };
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl()}${icon.src}`)).status).toBe(200);
    expect(manifest.display).toBe('standalone');
    for (const shortcut of manifest.shortcuts) {
      // Each shortcut opens a page of the site (the tickets page sends a visitor without a lookup to the lookup page).
      expect((await fetch(`${baseUrl()}${shortcut.url}`)).status).toBeLessThan(400);
    }
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['Mes billets', 'Info trafic', 'Rechercher un train']);
    const page = await (await openPage(browser, '/', undefined, { colorScheme: 'dark' })).page;
    const colours = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((meta) => `${meta.getAttribute('media')} ${meta.getAttribute('content')}`));
    expect(colours).toEqual([`(prefers-color-scheme: light) ${manifest.theme_color}`, '(prefers-color-scheme: dark) #11151c']);
    await page.context().close();
  });
});
