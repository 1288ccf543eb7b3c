import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, reachForm } from './browser';

/** The sizes the specification gives, measured in the browser at a phone's width and a laptop's. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

async function size(page: Page, selector: string): Promise<{ width: number; height: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

describe('sizes of the specification', () => {
  it('promo and focus cards are 272×420 on narrow screens and 312×372 on wide ones', async () => {
    for (const [viewport, expected] of [
      [NARROW, { width: 272, height: 420 }],
      [WIDE, { width: 312, height: 372 }],
    ] as const) {
      const promo = await openPage(browser, '/_blocks/promo-card', viewport);
      expect(await size(promo.page, 'article[class*="_promo_"]')).toEqual(expected);
      await promo.page.context().close();
      const focus = await openPage(browser, '/_blocks/focus-cards', viewport);
      expect(await size(focus.page, 'li[data-variant="default"]')).toEqual(expected);
      await focus.page.context().close();
    }
  });

  it('the carousel text is at most 427 px wide', async () => {
    const { page } = await openPage(browser, '/_blocks/carousel', WIDE);
    const text = page.locator('section[class*="_carousel_"] [class*="_text_"]').first();
    expect(await text.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('427px');
    expect((await text.boundingBox())!.width).toBeLessThanOrEqual(427);
    await page.context().close();
  });

  it('the terms open in a modal 500 px wide, narrower only where the screen is', async () => {
    for (const viewport of [WIDE, NARROW]) {
      const { page } = await openPage(browser, '/nous-contacter', viewport);
      await reachForm(page);
      await page.getByRole('button', { name: "conditions d'utilisation de mes données" }).click();
      const dialog = page.getByRole('dialog', { name: 'Utilisation de vos données' });
      await dialog.waitFor();
      const modal = dialog.locator('xpath=..');
      const { width } = (await modal.boundingBox())!;
      if (viewport === WIDE) expect(Math.round(width)).toBe(500);
      else expect(width).toBeLessThanOrEqual(NARROW.width);
      await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.context().close();
    }
  });
});
