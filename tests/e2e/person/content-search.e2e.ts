import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { arrive, click, keepScreenshot, press, sees, tabTo, type, WIDTHS } from './pace';

/** News, publications and agencies searched at a person's pace, and paged through. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const titles = (page: Page) => page.locator('main article h3').allTextContents();
const currentPage = (page: Page) => page.locator('nav[aria-label^="Pages de résultats"] [aria-current="page"]').textContent();

describe.concurrent.each(WIDTHS)('content searches at %s', (_width, viewport) => {
  it('searches agencies by city, then pages through all of them', async () => {
    const { page, errors } = await arrive(browser, '/agences', viewport);
    expect(await page.getByRole('status').textContent()).toBe('40 résultats');
    const city = page.getByLabel('Ville');
    await click(city);
    await type(city, 'Marseile');
    await press(page, 'Enter');
    await sees(page.getByText('1 résultat', { exact: true }));
    expect(await titles(page)).toEqual(['Agence Marseille Saint-Charles']);
    await city.selectText();
    await press(page, 'Backspace');
    await press(page, 'Enter');
    await sees(page.getByText('40 résultats', { exact: true }));
    const first = await titles(page);
    await click(page.getByRole('link', { name: 'Page 2' }));
    await page.waitForURL(/page=2/);
    await sees(page.locator('nav [aria-current="page"]', { hasText: '2' }));
    const second = await titles(page);
    expect(second).toHaveLength(9);
    expect(second).not.toEqual(first);
    await keepScreenshot(page, 'agencies-page-2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('searches news by keyword and pages with the keyboard', async () => {
    const { page, errors } = await arrive(browser, '/actualites', viewport);
    const keyword = page.getByLabel('Mot-clé');
    await tabTo(keyword);
    await type(keyword, 'Besancon');
    await press(page, 'Enter');
    await page.waitForURL(/name=Besancon/);
    await sees(page.locator('main article mark'));
    expect(new Set(await page.locator('main article mark').allTextContents())).toEqual(new Set(['Besançon']));
    await keyword.selectText();
    await press(page, 'Backspace');
    await press(page, 'Enter');
    const next = page.getByRole('link', { name: 'Page 2' });
    await next.focus();
    await press(page, 'Enter');
    await page.waitForURL(/page=2/);
    await sees(page.locator('nav [aria-current="page"]', { hasText: '2' }));
    expect(await currentPage(page)).toBe('2');
    // The new page of results is announced by moving the focus to the search's heading.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/^H[1-3]$/);
    await keepScreenshot(page, 'news-page-2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists publications of a category, with their PDF sizes', async () => {
    const { page, errors } = await arrive(browser, '/publications', viewport);
    const category = page.getByRole('combobox', { name: 'Catégorie' });
    await category.focus();
    await category.selectOption({ label: 'Horaires' });
    await click(page.getByRole('button', { name: 'Rechercher' }));
    await page.waitForURL(/category=/);
    await sees(page.locator('main article a[download]'));
    for (const text of await page.locator('main article a[download]').allTextContents()) expect(text).toMatch(/PDF, \d,\d{2} Mo$/);
    await keepScreenshot(page, 'publications');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
