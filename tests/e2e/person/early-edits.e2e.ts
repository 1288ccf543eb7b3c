import { readFileSync } from 'node:fs';
import type { Browser, Page, Route } from 'playwright-core';
import { baseUrl, blockIslandHydrated, decidedConsentCookie, launchBrowser } from '../browser';
import { isFocused, keepScreenshot, pause, press, WIDTHS } from './pace';

/**
 * What a person types before the form's island has hydrated is kept: they start typing the
 * moment the field is painted (well within 50 ms), pause in the middle of a word, and go on while
 * the scripts are still on their way. The scripts are held back by the test so that the typing
 * really happens before hydration, in the three ways it can: before any script of the page ran,
 * while only the island's own code is missing, and with every script slowed down so hydration
 * lands somewhere in the middle of the typing.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The built file of a block's renderer: the code its island waits for. */
function rendererFile(block: string): string {
  const manifest = JSON.parse(readFileSync(`${process.env.QUAI_DIST_DIR ?? 'dist'}/client/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >;
  return `/${manifest[`blocks/${block}/Renderer.tsx`]!.file}`;
}

type Holding = 'every script until typed' | 'the island’s code until typed' | 'every script by a second';

/**
 * Opens the page with its scripts held as `holding` says, and returns once the first field can be
 * seen: the first paint, as far as the person can tell. `typed()` lets held scripts through.
 */
async function openHeld(path: string, viewport: { width: number; height: number }, holding: Holding, block: string) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([decidedConsentCookie(baseUrl())]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const renderer = rendererFile(block);
  await page.route('**/assets/*.js', async (route: Route) => {
    const script = new URL(route.request().url()).pathname;
    if (holding === 'every script by a second') await new Promise((resolve) => setTimeout(resolve, 1000));
    else if (holding === 'every script until typed' || script === renderer) await released;
    await route.continue();
  });
  await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'commit' });
  return { page, errors, typed: release };
}

/** Types the way a person starts a word, stops to think in the middle of it, then finishes it. */
async function typeWithAPauseMidWord(page: Page, first: string, rest: string): Promise<void> {
  await page.keyboard.type(first, { delay: 100 });
  await pause(page);
  await page.keyboard.type(rest, { delay: 100 });
}

const HOLDINGS: Holding[] = ['every script until typed', 'the island’s code until typed', 'every script by a second'];

describe.concurrent.each(WIDTHS)('typing before hydration at %s', (_width, viewport) => {
  it.each(HOLDINGS)('journey search, holding %s: the typed departure is kept and searched', async (holding) => {
    const { page, errors, typed } = await openHeld('/', viewport, holding, 'itinerary-search');
    const departure = page.getByRole('combobox', { name: 'Départ' });
    await departure.waitFor();
    // The first key as soon as the field shows: focus and type, as a person who knew where to click.
    await departure.focus();
    await typeWithAPauseMidWord(page, 'Paris Ga', 're de Ly');
    typed();
    await blockIslandHydrated(page, 'itinerary-search');
    await pause(page);
    expect(await departure.inputValue()).toBe('Paris Gare de Ly');
    expect(await isFocused(departure)).toBe(true);
    // The suggestions are those of the typed text: the autocomplete was told of it.
    const suggestion = page.getByRole('option', { name: /Paris Gare de Lyon/ }).first();
    await suggestion.waitFor();
    await keepScreenshot(page, `early-edits-search-${holding}`);
    await press(page, 'ArrowDown');
    await press(page, 'Enter');
    expect(await departure.inputValue()).toBe('Paris Gare de Lyon');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(HOLDINGS)('contact webform, holding %s: name and message typed early are kept and sent', async (holding) => {
    const { page, errors, typed } = await openHeld('/nous-contacter', viewport, holding, 'webform-block');
    const name = page.getByLabel('Nom et prénom');
    await name.waitFor();
    await name.focus();
    await typeWithAPauseMidWord(page, 'Camille Mar', 'tin');
    await page.getByLabel('Votre message').focus();
    await typeWithAPauseMidWord(page, 'Mon billet électro', 'nique ne s’affiche pas.');
    typed();
    await page.locator('form[data-ready]').waitFor();
    await pause(page);
    expect(await name.inputValue()).toBe('Camille Martin');
    expect(await page.getByLabel('Votre message').inputValue()).toBe('Mon billet électronique ne s’affiche pas.');
    // The form's own state holds them: sending it finds the other required fields empty, not these.
    await page.getByRole('button', { name: /Envoyer/ }).click();
    await pause(page);
    await keepScreenshot(page, `early-edits-webform-${holding}`);
    const summary = page.getByRole('heading', { name: /^Le formulaire contient \d+ erreurs?\.$/ }).locator('..');
    const missing = await summary.getByRole('listitem').allTextContents();
    expect(missing.some((item) => item.startsWith('Adresse e-mail'))).toBe(true);
    expect(missing.filter((item) => /^(Nom et prénom|Votre message)/.test(item))).toEqual([]);
    expect(await name.inputValue()).toBe('Camille Martin');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
