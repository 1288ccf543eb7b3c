import type { Browser, Page } from 'playwright-core';
import { blockIslandHydrated, launchBrowser } from '../browser';
import { arrive, sees, click, isFocused, keepScreenshot, press, WIDTHS } from './pace';

/** Traffic information at a person's pace: the region tabs by keyboard, a line, and on a phone its drawer. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe.concurrent.each(WIDTHS)('traffic information at %s', (_width, viewport) => {
  it('moves between region tabs with the arrow keys, opens one with Enter, then a line with its messages', async () => {
    const { page, errors } = await arrive(browser, '/info-trafic', viewport);
    // The tabs answer the arrow keys once their island has hydrated (when it comes into view).
    await blockIslandHydrated(page, 'traffic-info');
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
});
