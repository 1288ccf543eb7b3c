import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchBrowser, MOBILE, openPage } from './browser';

/** The regions block, the indicator filter and the slider as a visitor uses them, on the demo pages. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const REGIONS_PAGE = '/info-trafic/regions';
const SLIDER_PAGE = '/services-a-bord';

const selectedTab = (page: Page, name: string) => page.waitForSelector(`[role="tab"][aria-selected="true"]:text-is("${name}")`);
const summary = (page: Page) => page.locator('[data-perimeter]').textContent();

describe('regions block', () => {
  it('moves between Carte and Liste with the arrow keys, wrapping around', async () => {
    const { page } = await openPage(browser, REGIONS_PAGE, DESKTOP);
    await page.getByRole('tab', { name: 'Carte' }).focus();
    await page.keyboard.press('ArrowLeft');
    await selectedTab(page, 'Liste');
    const labels = await page.locator('[role="tabpanel"] li h3').allTextContents();
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
    await page.keyboard.press('ArrowRight');
    await selectedTab(page, 'Carte');
    await page.keyboard.press('ArrowRight');
    await selectedTab(page, 'Liste');
    await page.context().close();
  });

  it('a region without href leads to the list entry named after its label; regions without a link are not focusable', async () => {
    const { page } = await openPage(browser, REGIONS_PAGE, MOBILE);
    const map = page.getByRole('group', { name: /Carte des régions/ });
    expect(await map.locator('a').count()).toBe(6);
    expect(await map.locator('path').count()).toBe(13);
    await page.getByRole('link', { name: 'Normandie' }).click();
    await selectedTab(page, 'Liste');
    expect(new URL(page.url()).hash).toBe('#normandie');
    expect(await page.locator('#normandie').textContent()).toContain('Paris – Rouen – Le Havre');
    await page.context().close();
  });

  it.each([MOBILE, DESKTOP])('has no axe violations at %o', async (viewport) => {
    const { page } = await openPage(browser, REGIONS_PAGE, viewport);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Liste' }).click();
    await selectedTab(page, 'Liste');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('indicator filter', () => {
  it('on desktop: tabs, sub-tabs setting the perimeter, a date filter showing nothing, and ter resetting its dropdown', async () => {
    const { page } = await openPage(browser, REGIONS_PAGE, DESKTOP);
    expect(await page.getByRole('button', { name: /Filtrer les indicateurs/ }).isVisible()).toBe(false);
    await page.getByRole('button', { name: /Choisissez une région/ }).click();
    await page.getByRole('option', { name: 'Normandie' }).click();
    await page.waitForSelector('[data-perimeter="FR-NOR"]');
    await page.getByRole('tab', { name: 'TGV INOUI' }).click();
    await page.getByRole('tab', { name: 'Axe Nord' }).click();
    await page.waitForSelector('[data-perimeter="TGV-NORD"]');
    expect(await summary(page)).toBe('Indicateurs affichés : Axe Nord (TGV-NORD)');
    await page.getByRole('tab', { name: 'Par mois' }).click();
    await selectedTab(page, 'Par mois');
    expect(await page.locator('section[aria-label="Ponctualité de nos trains"] [role="tabpanel"]').innerHTML()).toBe('');
    await page.getByRole('tab', { name: 'TER' }).click();
    await page.waitForSelector('[data-perimeter="FR-ARA"]');
    expect(await page.getByRole('button', { name: /Choisissez une région/ }).textContent()).toContain('Auvergne-Rhône-Alpes');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('on mobile: a dropdown of filters, and label tabs scrolling 100 px per button press', async () => {
    const { page } = await openPage(browser, REGIONS_PAGE, MOBILE);
    expect(await page.getByRole('tab', { name: 'TGV INOUI' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: /Filtrer les indicateurs/ }).click();
    await page.getByRole('option', { name: 'TGV INOUI' }).click();
    await selectedTab(page, 'Axe Atlantique');
    const right = page.getByRole('button', { name: 'Faire défiler les onglets vers la droite' });
    const left = page.getByRole('button', { name: 'Faire défiler les onglets vers la gauche' });
    expect(await left.isDisabled()).toBe(true);
    await right.click();
    const scroller = page.locator('[role="tablist"][aria-label="TGV INOUI"] >> xpath=..');
    await scroller.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const check = () => (element.scrollLeft >= 99 ? resolve() : requestAnimationFrame(check));
          check();
        }),
    );
    expect(Math.round(await scroller.evaluate((element) => element.scrollLeft))).toBe(100);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('slider deep links', () => {
  const current = (page: Page) => page.locator('[role="group"][aria-current="true"] h3').textContent();
  /** The current slide is scrolled into the row's view. */
  const inView = (page: Page) =>
    page.locator('[role="group"][aria-current="true"]').evaluate((slide) => {
      const row = slide.parentElement!.getBoundingClientRect();
      const box = slide.getBoundingClientRect();
      return box.left >= row.left - 1 && box.left < row.right;
    });

  it('slide_nb opens the n-th slide (1-based), scrolled into view', async () => {
    const { page } = await openPage(browser, `${SLIDER_PAGE}?slide_nb=4`, MOBILE);
    expect(await current(page)).toBe('Voyager avec un animal');
    expect(await inView(page)).toBe(true);
    expect(await page.locator('[role="group"][aria-current="true"]').evaluate((slide) => slide.getBoundingClientRect().width)).toBe(280);
    await page.context().close();
  });

  it('slide_category opens the slide of that anchor, ignoring case; slide_nb=1 opens the first', async () => {
    const { page } = await openPage(browser, `${SLIDER_PAGE}?slide_category=ACCESSIBILIT%C3%89`, DESKTOP);
    expect(await current(page)).toBe('Assistance en gare');
    expect(await inView(page)).toBe(true);
    expect(await page.locator('[role="group"][aria-current="true"]').evaluate((slide) => slide.getBoundingClientRect().width)).toBe(352);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(new URL(`${SLIDER_PAGE}?slide_nb=1`, page.url()).toString(), { waitUntil: 'networkidle' });
    expect(await current(page)).toBe('Voyager avec vos bagages');
    await page.context().close();
  });
});
