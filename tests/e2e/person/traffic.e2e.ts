import type { Browser } from 'playwright-core';
import { baseUrl, blockIslandHydrated, decidedConsentCookie, focusedText, launchBrowser } from '../browser';
import { arrive, sees, click, isFocused, keepScreenshot, pause, press, WIDTHS } from './pace';

/** Traffic information at a person's pace: the region tabs by keyboard, a line, and on a phone its drawer. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Opens the page with its scripts held until the person has focused the selected tab, then let
 * through `delayMs` later each (a slow network): the focus was given before the island hydrated.
 */
async function focusTabBeforeHydration(viewport: { width: number; height: number }, delayMs: number) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([decidedConsentCookie(baseUrl())]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let focusGiven!: () => void;
  const focused = new Promise<void>((resolve) => {
    focusGiven = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await focused;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  // Module scripts hold back DOMContentLoaded: the page is read as soon as its HTML is shown.
  await page.goto(new URL('/info-trafic', baseUrl()).toString(), { waitUntil: 'commit' });
  const selected = page.getByRole('tab', { name: 'Île-de-France' });
  await sees(selected);
  await selected.focus();
  focusGiven();
  await blockIslandHydrated(page, 'traffic-info');
  return { page, errors, selected };
}

describe.concurrent.each(WIDTHS)('traffic information at %s', (_width, viewport) => {
  it('moves between region tabs with the arrow keys, opens one with Enter, then a line with its messages', async () => {
    const { page, errors } = await arrive(browser, '/info-trafic', viewport);
    // The tabs answer keys once the page has loaded: on a busy machine that can take longer than
    // the first look, and the person waits for it (a focus given before that is the subject of
    // the tests below).
    await blockIslandHydrated(page, 'traffic-info');
    await pause(page);
    const selected = page.getByRole('tab', { selected: true });
    expect(await selected.textContent()).toBe('Île-de-France');
    await selected.focus();
    await press(page, 'ArrowRight');
    expect(await focusedText(page)).toBe('TER');
    await press(page, 'End');
    expect(await focusedText(page)).toBe('Corse');
    await press(page, 'Home');
    await press(page, 'ArrowRight');
    await press(page, 'Enter');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('ter');
    await sees(page.getByRole('tabpanel').getByText('Lyon – Saint-Étienne : cars de substitution après 21 h'));
    await click(page.getByRole('tab', { name: 'Île-de-France' }));

    const line = page.getByRole('link', { name: 'RER D Trafic perturbé' });
    await click(line);
    expect(new URL(page.url()).searchParams.get('line')).toBe('D');
    if (viewport.width < 768) {
      // On a phone the line opens in a drawer that takes the focus; Retour gives it back.
      const drawer = page.getByRole('dialog', { name: 'RER D' });
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await sees(drawer.getByText('RER D : trafic réduit, mouvement social local'));
      await keepScreenshot(page, 'traffic-drawer');
      await click(drawer.getByRole('button', { name: 'Retour' }));
      expect(await drawer.count()).toBe(0);
      expect(await isFocused(line)).toBe(true);
    } else {
      const detail = page.locator('[aria-live="polite"]');
      await sees(detail.getByRole('heading', { name: /RER D/ }));
      await sees(detail.getByText('RER D : trafic réduit, mouvement social local').first());
      await keepScreenshot(page, 'traffic-line');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['at full speed', 0],
    ['slowed by 1 s', 1000],
  ])('keeps a tab focused before the island hydrated, scripts %s, and its arrow keys work', async (_speed, delayMs) => {
    const { page, errors, selected } = await focusTabBeforeHydration(viewport, delayMs);
    await pause(page);
    expect(await isFocused(selected)).toBe(true);
    await press(page, 'ArrowRight');
    const ter = page.getByRole('tab', { name: 'TER' });
    expect(await isFocused(ter)).toBe(true);
    await press(page, 'Enter');
    expect(await ter.getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
