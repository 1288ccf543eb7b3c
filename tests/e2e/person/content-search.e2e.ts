import type { Browser, Locator, Page } from 'playwright-core';
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
/** A day (yyyy-MM-dd) as the keys of the date-range fields take it: they read day/month/year in every locale. */
const pickerKeys = (day: string) => day.split('-').reverse().join('');
/** A date field's text as seen, without the direction marks around its segments. */
const visibleText = async (field: Locator) => (await field.textContent())?.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
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

  it('narrows news to a range of publication days: start typed, end picked in the calendar with the keyboard', async () => {
    // Days of the demo news (one article every 11 days back from 2026-11-16), not of the clock.
    const { page, errors } = await arrive(browser, '/actualites', viewport);
    const picker = page.getByRole('group', { name: 'Date de publication' });
    const confirm = page.getByRole('button', { name: 'Valider les dates' });
    const field = (slot: 'start' | 'end') => picker.locator(`[slot="${slot}"]`);
    const hidden = (name: string) => page.locator(`form[role="search"] input[name="${name}"]`).inputValue();
    expect(await confirm.isDisabled()).toBe(true);
    // From the keyword field on with Tab: the pointer stays away from the calendar's popover (a
    // pointer resting on a day moves the range's end there as soon as the start is anchored).
    await click(page.getByLabel('Mot-clé'));
    const startDay = field('start').getByRole('spinbutton').first();
    await tabTo(startDay, { limit: 5 });
    await type(startDay, pickerKeys('2026-10-03'));
    expect(await visibleText(field('start'))).toBe('03/10/2026');
    expect(await confirm.isDisabled()).toBe(true);
    await tabTo(page.getByRole('button', { name: 'Ouvrir le calendrier' }));
    await press(page, 'Enter');
    const calendar = page.getByRole('grid');
    await sees(calendar);
    // The calendar opens on the typed start. Enter anchors the range there and, as react-aria does
    // for the keyboard, moves on a day (the 4th); three weeks down is the 25th.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^samedi 3 octobre 2026/);
    await press(page, 'Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^dimanche 4 octobre 2026/);
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']) await press(page, key);
    expect([await visibleText(field('start')), await visibleText(field('end'))]).toEqual(['03/10/2026', '25/10/2026']);
    expect([await hidden('from'), await hidden('to')]).toEqual(['2026-10-03', '2026-10-25']);
    await tabTo(confirm);
    expect(await confirm.isDisabled()).toBe(false);
    await press(page, 'Enter');
    await page.waitForURL(/from=2026-10-03&to=2026-10-25/);
    await sees(page.getByText('3 résultats', { exact: true }));
    expect(await page.locator('main article time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))).toEqual([
      '2026-10-25',
      '2026-10-14',
      '2026-10-03',
    ]);
    expect(await page.locator('main article time').allTextContents()).toEqual(['25 octobre 2026', '14 octobre 2026', '3 octobre 2026']);
    await keepScreenshot(page, 'news-date-range');
    await click(page.getByRole('button', { name: 'Effacer les dates' }));
    await page.waitForURL((url) => !url.search.includes('from='));
    await sees(page.getByText(/^\d{2,} résultats$/));
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
