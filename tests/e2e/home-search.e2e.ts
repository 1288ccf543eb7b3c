import type { Browser } from 'playwright-core';
import { baseUrl, consentAnswers, consentManagerLoaded, decidedConsentCookie, DESKTOP, launchBrowser, MOBILE, openPage } from './browser';
import { HOMES, resultCards } from './journey-paths';
import { testDay } from './test-now';

/**
 * The home page of each locale opens with the journey search, submitting to that locale's
 * results page, with JavaScript (the station autocomplete) and without it (typed names the
 * server resolves).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(HOMES)('the home page %s', (home, results, departure, arrival, submit) => {
  it('opens with the journey search, before any other block, and finds journeys with JavaScript', async () => {
    const { page, errors } = await openPage(browser, home, DESKTOP);
    const firstHeading = await page.locator('main h2').first().textContent();
    const form = page.locator('main form').first();
    expect(await form.getAttribute('action')).toBe(results);
    expect(
      await page
        .locator('main h2')
        .first()
        .evaluate((heading) => !!heading.closest('[data-island="itinerary-search"]')),
    ).toBe(true);
    expect(firstHeading).toBeTruthy();
    await page.getByRole('combobox', { name: departure }).fill('Paris Gare de Ly');
    await page
      .getByRole('option', { name: /Paris Gare de Lyon/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: arrival }).fill('Lyon Part');
    await page
      .getByRole('option', { name: /Lyon Part.Dieu/ })
      .first()
      .click();
    await page.locator('main form input[type="hidden"][name="arrivalCode"]').first().waitFor({ state: 'attached' });
    await Promise.all([page.waitForURL(/departureCode=87686006/), page.getByRole('button', { name: submit, exact: true }).click()]);
    expect(new URL(page.url()).pathname).toBe(results);
    await resultCards(page).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works without JavaScript: typed names, accents and case ignored, resolved by the server', async () => {
    const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false });
    await context.addCookies([decidedConsentCookie(baseUrl())]);
    const page = await context.newPage();
    await page.goto(new URL(home, baseUrl()).toString());
    await page.getByRole('combobox', { name: departure }).fill('paris gare de lyon');
    await page.getByRole('combobox', { name: arrival }).fill('LYON PART DIEU');
    await Promise.all([
      page.waitForURL((url) => url.pathname === results),
      page.getByRole('button', { name: submit, exact: true }).click(),
    ]);
    const query = new URL(page.url()).searchParams;
    expect(query.get('departureLabel')).toBe('paris gare de lyon');
    // The day as the field shows it, day first in every site language; the server reads it back.
    expect(query.get('day')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('a name that means several places, without JavaScript', () => {
  it('offers a choice of places, and the chosen one shows the journeys', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(
      new URL(
        `/itineraires/resultats?departureLabel=Paris+Gare&arrivalLabel=Lyon+Part+Dieu&sens=PARTIR_APRES&day=${testDay(4)}&time=07:00`,
        baseUrl(),
      ).toString(),
    );
    const choices = page.locator('main section[aria-labelledby="place-choices-departure"] a');
    expect(await choices.count()).toBeGreaterThan(1);
    await page.getByRole('link', { name: 'Paris Gare de Lyon', exact: true }).click();
    await page.waitForURL(/departureLabel=Paris\+Gare\+de\+Lyon/);
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the hub on the travel tools page at 1280 px', () => {
  it('shows every tab inside the row, none cut off', async () => {
    const { page } = await openPage(browser, '/voyager/outils-du-voyageur', DESKTOP);
    const list = page.getByRole('tablist').first();
    const box = (await list.boundingBox())!;
    const overflow = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
    for (const tab of await list.getByRole('tab').all()) {
      const tabBox = (await tab.boundingBox())!;
      // Every tab lies within the row, or the row scrolls to reach it.
      expect(tabBox.x + tabBox.width <= box.x + box.width + 1 || overflow > 0).toBe(true);
    }
    expect(overflow).toBe(0);
    await page.context().close();
  });
});

describe('the personal data page', () => {
  it('reopens the cookie preferences from its button, loading the consent manager on that click', async () => {
    const { page, errors } = await openPage(browser, '/donnees-personnelles', DESKTOP);
    // The consent banner's island, hydrated on load, opens the preferences from any such button.
    await consentAnswers(page);
    expect(await consentManagerLoaded(page)).toBe(false);
    await page.getByRole('button', { name: 'Modifier mes choix de cookies' }).click();
    await page.getByRole('dialog', { name: 'Vos choix en matière de cookies' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
