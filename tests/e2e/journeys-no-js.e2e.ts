import type { Browser, Page, Request } from 'playwright-core';
import { baseUrl, blockIslandHydrated, decidedConsentCookie, DESKTOP, installTestClock, launchBrowser, reachBlock } from './browser';
import { BOARD, resultsSearch, today, TRAIN_DETAILS, TRAIN_SEARCH } from './journey-paths';

/**
 * The journey pages are rendered with their data on the server: a visitor without JavaScript
 * reads results, a train's stops and a board; with JavaScript the islands hydrate with that data
 * and do not ask the BFF for it again.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The BFF calls whose answers the server renders (the station autocomplete is not one). */
const DATA_CALLS = /\/api\/bff\/(itineraries|get-train-details|miv\/get-station-timetable)\b/;

async function visit(path: string, javaScriptEnabled: boolean): Promise<{ page: Page; dataCalls: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled });
  await installTestClock(context);
  await context.addCookies([decidedConsentCookie(baseUrl())]);
  const page = await context.newPage();
  const dataCalls: string[] = [];
  page.on('request', (request: Request) => {
    if (DATA_CALLS.test(request.url())) dataCalls.push(request.url());
  });
  await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'load' });
  return { page, dataCalls };
}

/** A departure's train details address, read from the board as a visitor without JavaScript sees it. */
async function trainFromBoard(page: Page): Promise<string> {
  const href = await page.locator('main a[href*="detail-train"]').first().getAttribute('href');
  const url = new URL(href!, baseUrl());
  expect(url.pathname).toBe(TRAIN_DETAILS);
  return `${url.pathname}${url.search}`;
}

/** Two animation frames: SWR revalidates answers it already holds on the next one. */
const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('journey pages without JavaScript', () => {
  it('results: the journeys are listed under their day heading, with no loading text', async () => {
    const { page } = await visit(resultsSearch(), false);
    expect(await page.locator('[data-itinerary-id]').count()).toBeGreaterThan(0);
    expect(await page.locator('section[aria-labelledby^="day-"] h3').first().textContent()).toMatch(
      /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} /,
    );
    expect(await page.getByText('Recherche des itinéraires…').count()).toBe(0);
    await page.context().close();
  });

  it('board, then a train from it: departures by line, then the train with its stops', async () => {
    const { page } = await visit(BOARD, false);
    expect(await page.getByRole('heading', { name: 'Prochains départs' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(1);
    expect(await page.getByText('...chargement').count()).toBe(0);
    const details = await trainFromBoard(page);
    await page.goto(new URL(details, baseUrl()).toString(), { waitUntil: 'load' });
    const numero = new URL(details, baseUrl()).searchParams.get('numeroCirculation')!;
    // One train, or a choice between the trains sharing its number: either way its number is a heading.
    expect(await page.getByRole('heading', { name: new RegExp(numero) }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Paris Gare de Lyon').count()).toBeGreaterThan(0);
    expect(await page.getByText('Chargement des informations du train…').count()).toBe(0);
    await page.context().close();
  });

  it('train number form: a plain GET form to the train details, dated today by the server', async () => {
    const { page } = await visit(TRAIN_SEARCH, false);
    await page.getByRole('textbox', { name: 'Numéro de train' }).fill('6611');
    await Promise.all([page.waitForURL(/detail-train/), page.getByRole('button', { name: 'Voir le train' }).click()]);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ numeroCirculation: '6611', dateCirculation: today() });
    expect(await page.getByText('Chargement des informations du train…').count()).toBe(0);
    await page.context().close();
  });
});

describe('journey pages with JavaScript', () => {
  it('results hydrate with the server answer: no BFF call for the first page', async () => {
    const { page, dataCalls } = await visit(resultsSearch(), true);
    await reachBlock(page, 'itinerary-results');
    await page.getByRole('button', { name: 'Voir les itinéraires suivants' }).waitFor();
    await afterTwoFrames(page);
    expect(dataCalls).toEqual([]);
    await page.context().close();
  });

  it('the board and the train details hydrate with theirs', async () => {
    const { page, dataCalls } = await visit(BOARD, true);
    await blockIslandHydrated(page, 'station-departures');
    await afterTwoFrames(page);
    const details = await trainFromBoard(page);
    await page.goto(new URL(details, baseUrl()).toString(), { waitUntil: 'load' });
    await blockIslandHydrated(page, 'train-details');
    await afterTwoFrames(page);
    expect(dataCalls).toEqual([]);
    await page.context().close();
  });
});
