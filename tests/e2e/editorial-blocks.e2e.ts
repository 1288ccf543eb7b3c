import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
  blockIslandHydrated,
  DESKTOP,
  goTo,
  keptTabs,
  launchBrowser,
  MOBILE,
  openPage,
  refuseCookiesIfAsked,
} from './browser';

/** The editorial blocks as a visitor uses them, on the TGV M article and the offers subhome. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const ARTICLE = '/grande-vitesse/tgv-m';
const ARTICLE_EN = '/en/high-speed/tgv-m';
const OFFERS = '/offres';
const OFFERS_EN = '/en/offers';

/** A page whose timers the test moves by hand, so autoplay is checked without waiting on the clock. */
async function openWithClock(path: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.clock.install();
  await goTo(page, path);
  return page;
}

describe('accordion', () => {
  it('keeps one item open at a time', async () => {
    const { page } = await openPage(browser, ARTICLE, MOBILE);
    await refuseCookiesIfAsked(page);
    const accordion = page.locator('section', { has: page.getByRole('heading', { name: 'Vos questions sur le TGV M' }) });
    const items = accordion.locator('details');
    const openStates = () => items.evaluateAll((elements) => elements.map((element) => (element as HTMLDetailsElement).open));
    expect(await openStates()).toEqual([false, false, false]);
    await accordion.getByText('Comment savoir si mon train est un TGV M ?').click();
    expect(await openStates()).toEqual([true, false, false]);
    await accordion.getByText('Puis-je réserver une place vélo ?').click();
    expect(await openStates()).toEqual([false, false, true]);
    await expect.poll(() => page.getByText("Oui, pour 10 € par trajet, jusqu'à la veille du départ.").isVisible()).toBe(true);
    expect(await page.getByText('La composition du train est indiquée sur votre billet').isVisible()).toBe(false);
    await page.context().close();
  });

  it('does so without JavaScript too', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL(ARTICLE_EN, baseUrl()).toString());
    const items = page
      .locator('section', { has: page.getByRole('heading', { name: 'Your questions about the TGV M' }) })
      .locator('details');
    await page.getByText('Do fares change?').click();
    await page.getByText('How do I know if my train is a TGV M?').click();
    expect(await items.evaluateAll((elements) => elements.map((element) => (element as HTMLDetailsElement).open))).toEqual([
      true,
      false,
      false,
    ]);
    await context.close();
  });
});

describe('diaporama', () => {
  it('autoplays every 4 s, and an arrow click stops autoplay', async () => {
    const page = await openWithClock(ARTICLE);
    await refuseCookiesIfAsked(page);
    const diaporama = page.getByRole('region', { name: 'Le TGV M en images' });
    await diaporama.scrollIntoViewIfNeeded();
    // Autoplay timers start once the island is hydrated; only then does moving the clock mean anything.
    await blockIslandHydrated(page, 'diaporama');
    const toggle = diaporama.getByRole('button', { name: /défilement/ });
    expect(await toggle.getAttribute('data-state')).toBe('playing');
    const counter = diaporama.locator('p[aria-live]');
    expect(await counter.textContent()).toContain('1 / 3');
    await page.clock.runFor(4000);
    await expect.poll(() => counter.textContent()).toContain('2 / 3');
    await diaporama.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect.poll(() => counter.textContent()).toContain('3 / 3');
    expect(await toggle.getAttribute('data-state')).toBe('paused');
    await page.clock.runFor(20000);
    expect(await counter.textContent()).toContain('3 / 3');
    await toggle.click();
    expect(await toggle.getAttribute('data-state')).toBe('playing');
    await page.clock.runFor(4000);
    await expect.poll(() => counter.textContent()).toContain('1 / 3');
    await page.context().close();
  });
});

describe('card carousel', () => {
  it.each([
    [MOBILE, 1],
    [{ width: 800, height: 900 }, 2],
    [DESKTOP, 3],
  ])('shows window width / 339 cards, between 1 and 3 (%o)', async (viewport, expected) => {
    const { page } = await openPage(browser, ARTICLE, viewport);
    const track = page.getByRole('region', { name: 'Les premières destinations' }).getByRole('list');
    await track.scrollIntoViewIfNeeded();
    const visible = await track.evaluate((row) => {
      const box = row.getBoundingClientRect();
      return [...row.children].filter((card) => {
        const rect = card.getBoundingClientRect();
        return rect.left >= box.left - 1 && rect.right <= box.right + 1;
      }).length;
    });
    expect(visible).toBe(expected);
    const image = track.locator('img').first();
    const size = await image.evaluate((element) => element.getBoundingClientRect());
    expect(size.height / size.width).toBeCloseTo(0.615, 2);
    await page.context().close();
  });

  it('stops autoplay when an arrow is clicked', async () => {
    const page = await openWithClock(ARTICLE, MOBILE);
    await refuseCookiesIfAsked(page);
    const carousel = page.getByRole('region', { name: 'Les premières destinations' });
    await carousel.scrollIntoViewIfNeeded();
    const track = carousel.getByRole('list');
    await blockIslandHydrated(page, 'card-carousel');
    expect(await carousel.getByRole('button', { name: /défilement/ }).getAttribute('data-state')).toBe('playing');
    await page.clock.runFor(5000);
    await expect.poll(() => track.getAttribute('data-first-visible')).toBe('1');
    await carousel.getByRole('button', { name: 'Diapositive précédente' }).click();
    await expect.poll(() => track.getAttribute('data-first-visible')).toBe('0');
    expect(await carousel.getByRole('button', { name: /défilement/ }).getAttribute('data-state')).toBe('paused');
    await page.clock.runFor(30000);
    expect(await track.getAttribute('data-first-visible')).toBe('0');
    await page.context().close();
  });
});

describe('toasts', () => {
  it('shows at most 3 toasts, announced in a Notifications region', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const page = await context.newPage();
    await goTo(page, ARTICLE_EN);
    await refuseCookiesIfAsked(page);
    const share = page.getByRole('button', { name: 'Share this article' });
    for (let click = 0; click < 4; click++) await share.click();
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect.poll(() => region.getByText('Link copied to the clipboard.').count()).toBe(3);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(ARTICLE_EN, baseUrl()).toString());
    await region.getByRole('button', { name: 'Close the notification' }).first().click();
    await expect.poll(() => region.getByText('Link copied to the clipboard.').count()).toBe(2);
    await share.click();
    await expect.poll(() => region.getByText('Link copied to the clipboard.').count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('crisis timeline', () => {
  it('shows 3 events, then 2 more per click', async () => {
    const { page } = await openPage(browser, OFFERS, MOBILE);
    await refuseCookiesIfAsked(page);
    const timeline = page.locator('section', { has: page.getByRole('heading', { name: /Mouvement social du 12 mars/ }) });
    await timeline.scrollIntoViewIfNeeded();
    await blockIslandHydrated(page, 'crisis-timeline');
    expect(await timeline.getByRole('listitem').count()).toBe(3);
    await timeline.getByRole('button', { name: "Voir plus d'informations" }).click();
    await expect.poll(() => timeline.getByRole('listitem').count()).toBe(5);
    expect(await timeline.getByRole('button').count()).toBe(0);
    await page.context().close();
  });
});

describe('carousel block', () => {
  it('shows the items of the active tab only', async () => {
    const { page } = await openPage(browser, OFFERS_EN, DESKTOP);
    await refuseCookiesIfAsked(page);
    await page.getByRole('tab', { name: 'Families' }).scrollIntoViewIfNeeded();
    await blockIslandHydrated(page, 'carousel');
    await page.getByRole('tab', { name: 'Families' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Family Railcard' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Young Railcard', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Max Young pass' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('three-column block', () => {
  it('gives each child about 30% of the width on wide screens', async () => {
    const { page } = await openPage(browser, ARTICLE, DESKTOP);
    const row = page.locator('section', { has: page.getByRole('heading', { name: 'Ce qui change à bord' }) }).locator('> div');
    const ratios = await row.evaluate((element) =>
      [...element.children].map((child) => child.getBoundingClientRect().width / element.getBoundingClientRect().width),
    );
    expect(ratios).toHaveLength(3);
    for (const ratio of ratios) expect(ratio).toBeCloseTo(0.3, 2);
    await page.context().close();
  });
});

describe('accessibility', () => {
  // A tab per width, taken from page to page: these pages keep nothing of their own.
  const tabs = keptTabs(() => browser);
  afterAll(() => tabs.close());
  it.each(
    [ARTICLE, ARTICLE_EN, OFFERS, OFFERS_EN].flatMap(
      (path) =>
        [
          [path, MOBILE],
          [path, DESKTOP],
        ] as const,
    ),
  )('%s has no axe violations at %o', async (path, viewport) => {
    const { page, errors } = await tabs.open(path, viewport);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
