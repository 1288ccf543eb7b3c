import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, DESKTOP, launchBrowser, MOBILE, openPage } from './browser';

/**
 * The API reference as a developer reads it: every call of the published OpenAPI document is on
 * the page, schemas open from the keyboard and scroll with it, the page keeps the site's Content
 * Security Policy (no console error) and passes axe at phone and desktop widths, light and dark.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const publishedCalls = async () => {
  const document = (await (await fetch(new URL('/api/openapi.json', baseUrl()))).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
};

it('lists every published call and passes axe (1280 px light, 375 px dark)', async () => {
  const calls = await publishedCalls();
  expect(calls.length).toBeGreaterThanOrEqual(34);
  for (const [viewport, colorScheme] of [
    [DESKTOP, 'light'],
    [MOBILE, 'dark'],
  ] as const) {
    const { page, errors } = await openPage(browser, '/_api', viewport, { colorScheme });
    expect(await page.locator('h1').textContent()).toBe("Référence de l'API");
    expect((await page.locator('article h3').allTextContents()).sort()).toEqual([...calls].sort());
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }
});

it('opens a schema from the keyboard and lets the keyboard reach its text', async () => {
  const { page } = await openPage(browser, '/_api', DESKTOP);
  const locations = page.locator('article', { has: page.locator('h3', { hasText: 'GET /api/bff/locations' }) });
  await locations.getByText('Schéma de la réponse 200').focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      locations
        .locator('details')
        .first()
        .evaluate((details) => (details as HTMLDetailsElement).open),
    )
    .toBe(true);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('PRE');
  expect(await locations.locator('pre').first().textContent()).toContain('"libelle"');
  await page.context().close();
});

it('links to the OpenAPI document it is made from', async () => {
  const { page } = await openPage(browser, '/_api', DESKTOP);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/api/openapi.json')),
    page.getByRole('link', { name: 'Le document OpenAPI (JSON)' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0');
  await page.context().close();
});
