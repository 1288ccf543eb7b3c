import type { Browser, Locator, Page } from 'playwright-core';
import { blockIslandHydrated, launchBrowser } from '../browser';
import { HOMES, resultCards, resultsSearch, SCHEDULES, TRAIN_SEARCH, trainLeavingToday } from '../journey-paths';
import { arrive, sees, click, isFocused, keepScreenshot, press, tabTo, type, WIDTHS } from './pace';

/**
 * The site's main job at a person's pace: a journey searched from each home page, a result opened
 * with Enter and closed, more results, the mode filter, a train by its number with its composition,
 * and a station's schedule.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The field shows the chosen station, is not marked invalid, and the form knows its code. */
async function expectChosen(field: Locator, station: string) {
  expect(await field.inputValue()).toBe(station);
  expect(await field.getAttribute('aria-invalid')).not.toBe('true');
}

/** Lyon Part-Dieu picked from the keyboard: typed, ArrowDown to the suggestion, Enter, then Tab on. */
async function pickLyonPartDieuByKeyboard(page: Page, field: Locator) {
  await type(field, 'Lyon Part');
  await page
    .getByRole('option', { name: /Lyon Part.Dieu/ })
    .first()
    .waitFor();
  await press(page, 'ArrowDown');
  await press(page, 'Enter');
  await press(page, 'Tab');
}

describe.concurrent.each(WIDTHS)('journeys at %s', (_width, viewport) => {
  it.each(HOMES)('searches a journey from the home page %s to its results', async (home, results, departureLabel, arrivalLabel, submit) => {
    const { page, errors } = await arrive(browser, home, viewport);
    const departure = page.getByRole('combobox', { name: departureLabel });
    const arrival = page.getByRole('combobox', { name: arrivalLabel });
    // The departure with the mouse: a click in the field, a few letters, a click on the suggestion.
    await click(departure);
    await type(departure, 'Paris Gare');
    await click(page.getByRole('option', { name: /Paris Gare de Lyon/ }).first());
    await expectChosen(departure, 'Paris Gare de Lyon');
    // The arrival with the keyboard: Tab to it, type, ArrowDown to the suggestion, Enter.
    await tabTo(arrival);
    await expectChosen(departure, 'Paris Gare de Lyon');
    await pickLyonPartDieuByKeyboard(page, arrival);
    await expectChosen(arrival, 'Lyon Part Dieu');
    await expectChosen(departure, 'Paris Gare de Lyon');
    const search = page.getByRole('button', { name: submit, exact: true });
    expect(await search.isDisabled()).toBe(false);
    await keepScreenshot(page, `journey-search${home.replace('/', '-')}`);
    await click(search);
    await page.waitForURL((url) => url.pathname === results && url.searchParams.get('departureCode') === '87686006');
    expect(new URL(page.url()).searchParams.get('arrivalCode')).toBe('87723197');
    await resultCards(page).first().waitFor();
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a result with Enter, closes it, and finds the focus back on it; shows more; filters by mode', async () => {
    const { page, errors } = await arrive(browser, resultsSearch(), viewport);
    await resultCards(page).first().waitFor();
    const second = resultCards(page).nth(1);
    const openedId = await second.getAttribute('data-itinerary-id');
    await second.focus();
    await press(page, 'Enter');
    const detailTitle = page.getByRole('heading', { name: "Détail de l'itinéraire" });
    await sees(detailTitle);
    await sees(page.getByText(/kg de CO₂e par voyageur/));
    await keepScreenshot(page, 'journey-result-detail');
    await click(page.getByRole('button', { name: /Retour aux résultats/ }));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-itinerary-id'))).toBe(openedId);

    const before = await resultCards(page).count();
    await click(page.getByRole('button', { name: 'Voir les itinéraires suivants' }));
    await expect.poll(() => resultCards(page).count()).toBeGreaterThan(before);

    const modes = page.getByRole('button', { name: /Modes de transport/ });
    expect(await modes.textContent()).toContain('7 modes sélectionnés');
    await click(modes);
    const tgv = page.getByRole('checkbox', { name: 'TGV' });
    // A box ticked with the keyboard: Space, as a person does on a focused box.
    await tgv.focus();
    await press(page, 'Space');
    expect(await tgv.isChecked()).toBe(false);
    await click(page.getByRole('button', { name: 'Appliquer' }));
    expect(await modes.textContent()).toContain('6 modes sélectionnés');
    expect(new URL(page.url()).searchParams.get('modes')).not.toContain('HIGHSPEEDRAIL');
    // Without high-speed trains the morning's journeys are regional trains (through Dijon): no TGV INOUI nor OUIGO among them.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await expect.poll(() => resultCards(page).allTextContents()).not.toEqual([]);
    for (const card of await resultCards(page).allTextContents()) expect(card).not.toMatch(/TGV INOUI|OUIGO/);
    await keepScreenshot(page, 'journey-modes');
    await click(modes);
    // The box is drawn by its label: the person clicks what they see.
    await click(page.locator('label', { has: page.getByRole('checkbox', { name: 'TGV' }) }));
    expect(await page.getByRole('checkbox', { name: 'TGV' }).isChecked()).toBe(true);
    await click(page.getByRole('button', { name: 'Appliquer' }));
    expect(await modes.textContent()).toContain('7 modes sélectionnés');
    await resultCards(page).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('comes with regional trains and TGV in the address: two choices ticked, and applying keeps the regional trains', async () => {
    const { page, errors } = await arrive(browser, `${resultsSearch()}&modes=REGIONALRAIL,HIGHSPEEDRAIL`, viewport);
    const modes = page.getByRole('button', { name: /Modes de transport/ });
    await sees(modes);
    expect(await modes.textContent()).toContain('2 modes sélectionnés');
    await tabTo(modes, { limit: 60 });
    await press(page, 'Enter');
    expect(await page.getByRole('checkbox', { name: 'TGV' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Train (TER, Intercités)' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Car' }).isChecked()).toBe(false);
    await tabTo(page.getByRole('button', { name: 'Appliquer' }));
    await press(page, 'Enter');
    // The train choice stands for regional and long-distance trains: both are searched.
    expect(new URL(page.url()).searchParams.get('modes')?.split(',').sort()).toEqual(['HIGHSPEEDRAIL', 'LONGDISTANCE', 'REGIONALRAIL']);
    expect(await modes.textContent()).toContain('2 modes sélectionnés');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('finds a train by its number and shows its composition in a popup that Escape closes', async () => {
    const numero = await trainLeavingToday();
    const { page, errors } = await arrive(browser, TRAIN_SEARCH, viewport);
    const field = page.getByRole('textbox', { name: 'Numéro de train' });
    await click(field);
    await type(field, numero);
    expect(await field.inputValue()).toBe(numero);
    await press(page, 'Enter');
    await page.waitForURL(/detail-train/);
    await page
      .getByRole('heading', { name: new RegExp(numero) })
      .first()
      .waitFor();
    await sees(page.getByText('Paris Gare de Lyon').first());
    // Its buttons answer once the details' island is hydrated: a person sees the page settle first.
    await blockIslandHydrated(page, 'train-details');
    const composition = page.getByRole('button', { name: /Composition du train à/ }).first();
    await click(composition);
    const dialog = page.getByRole('dialog', { name: 'Composition du train' });
    await sees(dialog);
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
    await keepScreenshot(page, 'train-composition');
    await press(page, 'Escape');
    expect(await dialog.count()).toBe(0);
    expect(await isFocused(composition)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('chooses a station and opens its schedule', async () => {
    const { page, errors } = await arrive(browser, SCHEDULES, viewport);
    const station = page.getByRole('combobox', { name: 'Gare' });
    await tabTo(station);
    await pickLyonPartDieuByKeyboard(page, station);
    await expectChosen(station, 'Lyon Part Dieu');
    const open = page.getByRole('link', { name: /Voir les horaires/ });
    expect(await isFocused(open)).toBe(true);
    await keepScreenshot(page, 'station-schedule');
    // The schedule lives on the operator's schedule site, opened in a new tab at the station's page.
    const href = (await open.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/horaires\.quai\.dev\/fr\/gare\/\w+$/);
    // That site is not part of the test: a page of its own stands in for it.
    await page.context().route(`${href}`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Horaires</title>' }));
    const [schedule] = await Promise.all([page.context().waitForEvent('page'), press(page, 'Enter')]);
    await schedule.waitForLoadState();
    expect(schedule.url()).toBe(href);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
