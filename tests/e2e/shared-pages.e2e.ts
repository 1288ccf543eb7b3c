import type { Browser, Page } from 'playwright-core';
import { resultsSearch } from './journey-paths';
import { baseUrl, decidedConsentCookie, DESKTOP, launchBrowser, reachBlock, reachHeader } from './browser';

/**
 * Pages shared caches keep carry no nonce: their policy names the digests of their own inline
 * scripts and of the style sheets react-aria adds. In the browser, that policy must let every
 * island load, hydrate and run, with no violation, while the page is used.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page that records every policy violation from its very first script on. */
async function openWatched(path: string): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies([decidedConsentCookie(baseUrl())]);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const page = await context.newPage();
  const response = await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'networkidle' });
  const policy = response!.headers()['content-security-policy']!;
  expect(policy).not.toContain("'nonce-");
  expect(policy).toContain("'strict-dynamic'");
  return { page, violations: () => page.evaluate(() => (window as unknown as { violations: string[] }).violations) };
}

describe('a page without a nonce, allowed by digests', () => {
  it('the home page: the header and the journey search hydrate, suggestions and presses work, nothing is refused', async () => {
    const { page, violations } = await openWatched('/');
    await reachHeader(page);
    await page.getByRole('combobox', { name: 'Départ' }).fill('Paris Gare de Ly');
    await expect.poll(() => page.getByRole('option', { name: /Paris Gare de Lyon/ }).count()).toBeGreaterThan(0);
    await page
      .getByRole('option', { name: /Paris Gare de Lyon/ })
      .first()
      .click();
    // react-aria's press handling adds its <style> to the head once a pressable element is used.
    await expect.poll(() => page.locator('head style').count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  it('the results page of Paris → Lyon shows its journeys with the script running', async () => {
    const { page, violations } = await openWatched(resultsSearch());
    await reachBlock(page, 'itinerary-results');
    expect(await page.locator('[data-itinerary-id]').count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  it('the claim form page: its form becomes ready and suggests stations', async () => {
    const { page, violations } = await openWatched('/reclamation');
    await page.getByRole('combobox', { name: 'Gare de départ' }).fill('Lyon Part');
    await page.locator('form[data-ready]').waitFor();
    await expect.poll(() => page.getByRole('option', { name: /Lyon Part.Dieu/ }).count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
});
