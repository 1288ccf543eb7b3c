import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  baseUrl,
  blockIslandHydrated,
  DESKTOP,
  keptTabs,
  launchBrowser,
  MOBILE,
  openPage,
  refuseCookiesIfAsked,
} from './browser';
import { BOARD, RESULTS, resultsSearch, SCHEDULES, today, TRAIN_DETAILS, trainLeavingToday, TRAIN_SEARCH } from './journey-paths';

/**
 * The journey screens against the real BFF and its embedded timetable: itinerary search and
 * results, train number search and train details, the station board.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const resultCards = (page: Page) => page.locator('[data-itinerary-id]');

async function pickStation(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page
    .getByRole('option', { name: new RegExp(option) })
    .first()
    .click();
}

describe('itinerary search and results', () => {
  it('searches from the form, opens a result in place and returns focus to it', async () => {
    const { page, errors } = await openPage(browser, RESULTS, DESKTOP, { testClock: true });
    await refuseCookiesIfAsked(page);
    await pickStation(page, 'Départ', 'Paris Gare de Ly', 'Paris Gare de Lyon');
    await pickStation(page, 'Arrivée', 'Lyon Part', 'Lyon Part.Dieu');
    await Promise.all([page.waitForURL(/departureCode=87686006/), page.getByRole('button', { name: 'Rechercher' }).click()]);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      departureLabel: 'Paris Gare de Lyon',
      departureType: 'ZONE_ARRET',
      arrivalCode: '87723197',
      sens: 'PARTIR_APRES',
    });
    await resultCards(page).first().waitFor();
    // Results sit under a heading per day: weekday, day and month ("lundi 23 novembre").
    expect(await page.locator('section[aria-labelledby^="day-"] h3').first().textContent()).toMatch(
      /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} [a-zéû]+$/,
    );

    const second = resultCards(page).nth(1);
    const openedId = await second.getAttribute('data-itinerary-id');
    await second.focus();
    await page.keyboard.press('Enter');
    const detailTitle = page.getByRole('heading', { name: "Détail de l'itinéraire" });
    await detailTitle.waitFor();
    expect(await detailTitle.evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await page.getByText('Paris Gare de Lyon').first().isVisible()).toBe(true);
    expect(await page.getByText(/kg de CO₂e par voyageur/).isVisible()).toBe(true);
    await page.getByRole('button', { name: /Retour aux résultats/ }).click();
    await page.waitForFunction((id) => document.activeElement?.getAttribute('data-itinerary-id') === id, openedId);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows more results from one minute after the last departure, with a disabled button while fetching', async () => {
    const { page } = await openPage(browser, resultsSearch(), DESKTOP);
    await resultCards(page).first().waitFor();
    const before = await resultCards(page).count();
    const lastDeparture = (await resultCards(page).last().locator('time').first().textContent())!;

    // Hold the next page until the pending button has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const pagedRequests: URL[] = [];
    await page.route('**/api/bff/itineraries?**', async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('initialQuery') === 'false') {
        pagedRequests.push(url);
        await held;
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Voir les itinéraires suivants' }).click();
    const pending = page.getByRole('button', { name: 'Chargement…' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await page.getByRole('button', { name: 'Voir les itinéraires suivants' }).waitFor();
    expect(await resultCards(page).count()).toBeGreaterThan(before);
    const [hours, minutes] = lastDeparture.split(':').map(Number) as [number, number];
    const nextMinute = hours * 60 + minutes + 1;
    expect(pagedRequests[0]!.searchParams.get('date')!.slice(11)).toBe(
      `${String(Math.floor(nextMinute / 60)).padStart(2, '0')}:${String(nextMinute % 60).padStart(2, '0')}`,
    );
    await page.context().close();
  });

  it('arriving before, shows earlier results from one minute before the first real arrival', async () => {
    const { page } = await openPage(
      browser,
      resultsSearch().replace('sens=PARTIR_APRES', 'sens=ARRIVER_AVANT').replace('T07:00', 'T18:00'),
      DESKTOP,
    );
    await resultCards(page).first().waitFor();
    const arrivals = await resultCards(page).evaluateAll((cards) =>
      cards.map((card) => card.querySelectorAll('time:not(del time)')[1]!.textContent!),
    );
    const earliest = [...arrivals].sort()[0]!;
    const paged = page.waitForRequest((request) => request.url().includes('initialQuery=false'));
    await page.getByRole('button', { name: 'Voir les itinéraires précédents' }).click();
    const [hours, minutes] = earliest.split(':').map(Number) as [number, number];
    const previousMinute = hours * 60 + minutes - 1;
    const date = new URL((await paged).url()).searchParams.get('date')!;
    expect(date.slice(11)).toBe(
      `${String(Math.floor(previousMinute / 60)).padStart(2, '0')}:${String(previousMinute % 60).padStart(2, '0')}`,
    );
    await page.getByRole('button', { name: 'Voir les itinéraires précédents' }).waitFor();
    await page.context().close();
  });

  it('filters by transport mode: the badge counts choices and the search runs again without the unticked mode', async () => {
    const { page } = await openPage(browser, resultsSearch(), DESKTOP);
    await resultCards(page).first().waitFor();
    const trigger = page.getByRole('button', { name: /Modes de transport/ });
    expect(await trigger.textContent()).toContain('7 modes sélectionnés');
    await trigger.click();
    await page.getByRole('checkbox', { name: 'TGV' }).uncheck({ force: true });
    const refetch = page.waitForRequest(
      (request) =>
        request.url().includes('/api/bff/itineraries') && !new URL(request.url()).searchParams.get('modes')!.includes('HIGHSPEEDRAIL'),
    );
    await page.getByRole('button', { name: 'Appliquer' }).click();
    const request = await refetch;
    expect(new URL(request.url()).searchParams.get('modes')).toBe(
      'REGIONALRAIL,LONGDISTANCE,REGIONALCOACH,SUBURBANRAILWAY,LOCALBUS,METRO,TRAMTRAIN',
    );
    expect(await trigger.textContent()).toContain('6 modes sélectionnés');
    expect(new URL(page.url()).searchParams.get('modes')).not.toContain('HIGHSPEEDRAIL');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.context().close();
  });
});

describe('train search and details', () => {
  it('finds a train by number, shows its stops and its composition in a dialog that locks the page scroll', async () => {
    const numero = await trainLeavingToday();
    const { page, errors } = await openPage(browser, TRAIN_SEARCH, DESKTOP, { testClock: true });
    await refuseCookiesIfAsked(page);
    const submit = page.getByRole('button', { name: 'Voir le train' });
    await page.getByRole('textbox', { name: 'Numéro de train' }).pressSequentially(`n°${numero}`);
    expect(await page.getByRole('textbox', { name: 'Numéro de train' }).inputValue()).toBe(numero);
    await Promise.all([page.waitForURL(/detail-train/), submit.click()]);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ dateCirculation: today(), numeroCirculation: numero });
    await page
      .getByRole('heading', { name: new RegExp(numero) })
      .first()
      .waitFor();
    expect(await page.getByText('Paris Gare de Lyon').first().isVisible()).toBe(true);

    const compositionButton = page.getByRole('button', { name: /Composition du train à/ }).first();
    await blockIslandHydrated(page, 'train-details');
    await compositionButton.click();
    const dialog = page.getByRole('dialog', { name: 'Composition du train' });
    await dialog.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(
      await dialog
        .getByRole('listitem')
        .nth(1)
        .evaluate((car) => getComputedStyle(car).animationDelay),
    ).toBe('0.03s');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says not found for an unknown train number', async () => {
    const { page } = await openPage(browser, `${TRAIN_DETAILS}?dateCirculation=${today()}&numeroCirculation=999999`, DESKTOP);
    await page.getByText('Aucun train ne correspond à votre recherche.').waitFor();
    await page.context().close();
  });
});

describe('station departures board', () => {
  it('lists departures by line, each row opening the train details in a new tab', async () => {
    const { page, errors } = await openPage(browser, BOARD, DESKTOP);
    await page.getByRole('heading', { name: 'Prochains départs' }).waitFor();
    const rows = page.locator('main a[target="_blank"][href*="detail-train"]');
    await rows.first().waitFor();
    const href = new URL((await rows.first().getAttribute('href'))!, baseUrl());
    expect(href.pathname).toBe(TRAIN_DETAILS);
    expect(href.searchParams.get('dateCirculation')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(href.searchParams.get('numeroCirculation')).toMatch(/^\w+$/);
    expect(await rows.first().getAttribute('rel')).toBe('noreferrer noopener');
    const pills = await rows.evaluateAll((links) => links.map((link) => link.querySelector('span')!.textContent));
    expect(pills.every((pill) => ['À l’heure', "À l'heure", 'Retard', 'Supprimé'].includes(pill!))).toBe(true);
    expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.each([
  ['mobile', MOBILE],
  ['desktop', DESKTOP],
] as const)('journey screens on %s have no axe violation', (_name, viewport) => {
  // A tab taken from screen to screen: these pages keep nothing of their own.
  const tabs = keptTabs(() => browser);
  afterAll(() => tabs.close());
  it.each([
    ['results', () => resultsSearch(), '[data-itinerary-id]'],
    ['train search', () => TRAIN_SEARCH, 'form'],
    ['station board', () => BOARD, 'main a[target="_blank"]'],
    ['station schedules', () => SCHEDULES, 'form'],
  ])('%s', async (_page, path, ready) => {
    const { page, errors } = await tabs.open(path(), viewport);
    await page.locator(ready).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('itinerary detail and train details', async () => {
    const { page } = await openPage(browser, resultsSearch(), viewport);
    await refuseCookiesIfAsked(page);
    await resultCards(page).first().click();
    await page.getByRole('heading', { name: "Détail de l'itinéraire" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${baseUrl()}${TRAIN_DETAILS}?dateCirculation=${today()}&numeroCirculation=${await trainLeavingToday()}`, {
      waitUntil: 'networkidle',
    });
    await page
      .getByRole('button', { name: /Composition du train à/ })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('journey screens in the dark theme', () => {
  const tabs = keptTabs(() => browser);
  afterAll(() => tabs.close());
  it.each([
    ['results', () => resultsSearch(), '[data-itinerary-id]'],
    ['station board', () => BOARD, 'main a[target="_blank"]'],
  ])('%s: no axe violation', async (_page, path, ready) => {
    const { page } = await tabs.open(path(), MOBILE, 'dark');
    await page.locator(ready).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
