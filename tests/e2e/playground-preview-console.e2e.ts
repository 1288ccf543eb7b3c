import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchBrowser, MOBILE, openPage } from './browser';
import { pause } from './person/pace';

/**
 * The playground's preview runs the page in a sandbox without same-origin, where the browser
 * refuses cookies and storage: its islands (the header's theme switch, the consent banner) and
 * its inline scripts run there without an error, and the playground has no axe violation, on a
 * phone as on a desktop.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it.each([
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
] as const)(
  'loads at %s with its previews hydrated, no console error and no axe violation',
  async (_width, viewport) => {
    const { page, errors } = await openPage(browser, '/_playground', viewport);
    await page.getByRole('heading', { name: 'Content playground', level: 1 }).waitFor();
    for (const frame of ['playground-preview-phone', 'playground-preview-desktop']) {
      // The preview's header is an island: hydrated, its theme switch read the (refused) cookies.
      await page.frameLocator(`iframe[name="${frame}"]`).locator('[data-island-component="header"]').first().waitFor({ state: 'attached' });
    }
    await page.waitForLoadState('networkidle');
    await pause(page);
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  },
  120_000,
);
