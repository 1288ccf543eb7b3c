import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations, baseUrl, DESKTOP, launchBrowser, MOBILE, openPage, reachHeader } from './browser';

/**
 * The home page's first screen serves the traveller: with both crisis messages and the consent
 * banner showing (a first visit on a day of crisis), the journey search's departure and arrival
 * fields and its search button are on screen without scrolling, above the consent banner; on a
 * desktop they are in the top 600 px.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };

async function box(target: Locator): Promise<Box> {
  const found = await target.boundingBox();
  if (!found) throw new Error(`${target} is not on the page`);
  return found;
}

/** The search's fields and button, as a visitor finds them by their names. */
function searchControls(page: Page): Record<string, Locator> {
  return {
    departure: page.getByRole('combobox', { name: 'Départ' }),
    arrival: page.getByRole('combobox', { name: 'Arrivée' }),
    search: page.getByRole('button', { name: 'Rechercher', exact: true }),
  };
}

async function openHomeWithBanners(viewport: { width: number; height: number }) {
  const opened = await openPage(browser, '/', viewport, { consent: 'undecided' });
  const { page } = opened;
  await reachHeader(page);
  // Both crisis messages and the consent banner are there.
  const alerts = page.getByRole('region', { name: 'Alertes' });
  expect(await alerts.getByRole('button', { name: /^Fermer l'alerte/ }).count()).toBe(2);
  expect(await alerts.isVisible()).toBe(true);
  const consent = page.getByRole('region', { name: 'Vos choix en matière de cookies' });
  expect(await consent.isVisible()).toBe(true);
  return { ...opened, alerts, consent };
}

describe.each([
  ['a 375 × 812 phone', MOBILE, MOBILE.height],
  ['a 1280 × 900 desktop', DESKTOP, 600],
])('the home page on %s, with the crisis messages and the consent banner', (_name, viewport, limit) => {
  it(`shows the departure, the arrival and the search button without scrolling, above the consent banner and within ${limit} px`, async () => {
    const { page, errors, consent } = await openHomeWithBanners(viewport);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const consentTop = (await box(consent)).y;
    for (const [name, control] of Object.entries(searchControls(page))) {
      const { x, y, width, height } = await box(control);
      expect({ name, inside: x >= 0 && y >= 0 && x + width <= viewport.width }).toEqual({ name, inside: true });
      expect({ name, bottom: y + height <= Math.min(consentTop, limit) }).toEqual({ name, bottom: true });
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the crisis messages on a phone', () => {
  it('are one line each, and open from the keyboard to show the whole message and its link', async () => {
    const { page, errors, alerts } = await openHomeWithBanners(MOBILE);
    const toggle = alerts.getByRole('button', {
      name: "Afficher toute l'alerte : Mouvement social : trafic perturbé sur les TER et Intercités",
    });
    const link = alerts.getByRole('link', { name: 'Voir les trains maintenus' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await link.isVisible()).toBe(false);
    // Two messages of one line each: under 100 px together.
    expect((await box(alerts)).height).toBeLessThan(100);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await link.isVisible()).toBe(true);
    expect(
      await alerts
        .getByText('Mouvement social : trafic perturbé sur les TER et Intercités')
        .evaluate((title) => title.scrollWidth <= title.clientWidth),
    ).toBe(true);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await link.isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('show the whole message without JavaScript (nothing could open it)', async () => {
    const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL('/', baseUrl()).toString());
    expect(await page.getByRole('link', { name: 'Voir les trains maintenus' }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('button', { name: /^Afficher toute l'alerte/ })
        .first()
        .isVisible(),
    ).toBe(false);
    await context.close();
  });
});
