import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  baseUrl,
  blockIslandHydrated,
  decidedConsentCookie,
  DESKTOP,
  goTo,
  installTestClock,
  launchBrowser,
  reachForm,
} from './browser';
import { resultCards } from './journey-paths';
import { testDay } from './test-now';

/**
 * Date and time fields read as the page's language writes them, not as the browser's does: in
 * an English (US) browser the French page shows 26/11/2026 and 08:00, never 11/26/2026 or
 * 08:00 AM, before and after its script runs and without JavaScript; what is typed that way is
 * what the server reads.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(['--lang=en-US']);
});
afterAll(async () => {
  await browser?.close();
});

const french = (day: string) => day.split('-').reverse().join('/');

async function englishBrowserPage(javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', javaScriptEnabled });
  if (javaScriptEnabled) await installTestClock(context);
  await context.addCookies([decidedConsentCookie(baseUrl())]);
  return context.newPage();
}

describe('the French home page in an English browser', () => {
  it('shows the search day and time day first and on 24 hours, in its plain fields and once the fields are enhanced', async () => {
    const page = await englishBrowserPage(true);
    await goTo(page, '/');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const day = page.getByRole('textbox', { name: 'Date' });
    const time = page.getByRole('textbox', { name: 'Heure' });
    expect(await day.inputValue()).toBe(french(testDay()));
    expect(await time.inputValue()).toMatch(/^(0\d|1\d|2[0-3]):[0-5]\d$/);
    expect(await day.getAttribute('placeholder')).toBe('jj/mm/aaaa');
    // Hydrated on first use: the fields become react-aria's, in the page's language.
    await page.getByRole('combobox', { name: 'Départ' }).click();
    await blockIslandHydrated(page, 'itinerary-search');
    const dayGroup = page.getByRole('group', { name: 'Date' });
    await dayGroup.waitFor();
    expect((await dayGroup.textContent())?.replace(/[\u200e\u200f\u2066-\u2069\s]/g, '')).toBe(french(testDay()));
    const timeText = (await page.getByRole('group', { name: 'Heure' }).textContent())?.replace(/[\u200e\u200f\u2066-\u2069\s]/g, '');
    expect(timeText).toMatch(/^(0\d|1\d|2[0-3]):[0-5]\d$/);
    expect(await page.locator('main').textContent()).not.toMatch(/\b(AM|PM)\b/);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript, takes a day and time typed as in French and finds the journeys of that day', async () => {
    const page = await englishBrowserPage(false);
    await page.goto(new URL('/', baseUrl()).toString());
    const day = page.getByRole('textbox', { name: 'Date' });
    expect(await day.inputValue()).toBe(french(testDay()));
    await page.getByRole('combobox', { name: 'Départ' }).fill('Paris Gare de Lyon');
    await page.getByRole('combobox', { name: 'Arrivée' }).fill('Lyon Part-Dieu');
    await day.fill(french(testDay(2)));
    await page.getByRole('textbox', { name: 'Heure' }).fill('7:25');
    await Promise.all([page.waitForURL(/\/itineraires\/resultats/), page.getByRole('button', { name: 'Rechercher', exact: true }).click()]);
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    // The results page's form starts from that search, written the same way.
    expect(await page.getByRole('textbox', { name: 'Date' }).inputValue()).toBe(french(testDay(2)));
    expect(await page.getByRole('textbox', { name: 'Heure' }).inputValue()).toBe('07:25');
    await page.context().close();
  });
});

describe('a webform date in an English browser', () => {
  it('shows the day typed as in French, day first, and keeps it so once the field is left', async () => {
    const page = await englishBrowserPage(true);
    await goTo(page, '/reclamation');
    await reachForm(page);
    const day = page.getByLabel('Date du voyage');
    expect(await day.getAttribute('placeholder')).toBe('jj/mm/aaaa');
    const [year, month, date] = testDay(-1).split('-');
    await day.pressSequentially(`${Number(date)}/${month}/${year}`);
    await page.getByLabel('Référence du dossier').click();
    expect(await day.inputValue()).toBe(french(testDay(-1)));
    await page.context().close();
  });
});
