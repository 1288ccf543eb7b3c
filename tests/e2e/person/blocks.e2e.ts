import type { Browser } from 'playwright-core';
import { blockIslandHydrated, launchBrowser } from '../browser';
import { arrive, click, isFocused, keepScreenshot, pause, press, sees, WIDTHS } from './pace';

/** Content blocks at a person's pace: regions tabs by keyboard, the indicator filter, a slideshow playing by itself, accordions. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.concurrent.each(WIDTHS)('content blocks at %s', (_width, viewport) => {
  it('moves between the regions map and list with the arrow keys', async () => {
    const { page, errors } = await arrive(browser, '/info-trafic/regions', viewport);
    // The tabs are mounted again once their island hydrates (on sight): scroll to the block, and
    // wait, as a person waits for a page still loading on a busy phone, for the tabs to answer.
    await page.locator('[data-island="regions"] section').scrollIntoViewIfNeeded();
    await blockIslandHydrated(page, 'regions');
    await pause(page);
    const map = page.getByRole('tab', { name: 'Carte' });
    await map.focus();
    await press(page, 'ArrowLeft');
    expect(await isFocused(page.getByRole('tab', { name: 'Liste' }))).toBe(true);
    expect(await page.getByRole('tab', { name: 'Liste' }).getAttribute('aria-selected')).toBe('true');
    const labels = await page.locator('[role="tabpanel"] li h3').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    await keepScreenshot(page, 'regions-list');
    await press(page, 'ArrowRight');
    expect(await page.getByRole('tab', { name: 'Carte' }).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('filters the punctuality indicators by a region, then by a high-speed axis', async () => {
    const { page, errors } = await arrive(browser, '/info-trafic/regions', viewport);
    const indicators = page.locator('section[aria-label="Ponctualité de nos trains"]');
    await indicators.scrollIntoViewIfNeeded();
    await pause(page);
    if (viewport.width < 768) {
      // On a phone the filters are a dropdown.
      await click(page.getByRole('button', { name: /Filtrer les indicateurs/ }));
      await click(page.getByRole('option', { name: 'TGV INOUI' }));
    } else {
      await click(page.getByRole('button', { name: /Choisissez une région/ }));
      await click(page.getByRole('option', { name: 'Normandie' }));
      await sees(page.locator('[data-perimeter="FR-NOR"]'));
      await click(page.getByRole('tab', { name: 'TGV INOUI' }));
    }
    await click(page.getByRole('tab', { name: 'Axe Nord' }));
    await sees(page.locator('[data-perimeter="TGV-NORD"]'));
    await keepScreenshot(page, 'indicator-filter');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('watches the slideshow move on by itself, pauses it, and opens the accordion’s answers one at a time', async () => {
    const { page, errors } = await arrive(browser, '/grande-vitesse/tgv-m', viewport);
    const diaporama = page.getByRole('region', { name: 'Le TGV M en images' });
    await diaporama.scrollIntoViewIfNeeded();
    const counter = diaporama.locator('p[aria-live]');
    const toggle = diaporama.getByRole('button', { name: /défilement/ });
    // A slide every four seconds: the person looks for a little longer.
    await sees(toggle.and(page.locator('[data-state="playing"]')));
    const first = await counter.textContent();
    await page.waitForTimeout(5000);
    expect(await counter.textContent()).not.toBe(first);
    await click(toggle);
    expect(await toggle.getAttribute('data-state')).toBe('paused');
    const paused = await counter.textContent();
    await page.waitForTimeout(5000);
    expect(await counter.textContent()).toBe(paused);

    const accordion = page.locator('section', { has: page.getByRole('heading', { name: 'Vos questions sur le TGV M' }) });
    const openStates = () => accordion.locator('details').evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));
    const question = accordion.getByText('Comment savoir si mon train est un TGV M ?');
    await question.scrollIntoViewIfNeeded();
    await click(question);
    expect(await openStates()).toEqual([true, false, false]);
    // The next answer with the keyboard: its summary, then Enter.
    await accordion.locator('summary').nth(2).focus();
    await press(page, 'Enter');
    expect(await openStates()).toEqual([false, false, true]);
    await sees(page.getByText("Oui, pour 10 € par trajet, jusqu'à la veille du départ."));
    await keepScreenshot(page, 'accordion');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
