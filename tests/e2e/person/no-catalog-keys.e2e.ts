import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { blockDefinitions } from '../../../blocks';
import { loadCatalogs } from '../../../site/i18n/catalogs';
import { LOCALES } from '../../../site/engine-config';
import { DESKTOP, goTo, launchBrowser, openPage, untilNetworkQuiet } from '../browser';
import { RESULTS, resultCards, resultsSearch } from '../journey-paths';
import { arrive, click, press, sees, type } from './pace';

/**
 * No visitor ever reads a translation key: not in a block's gallery examples once their islands
 * have hydrated, nor on the site's interactive pages in the states only the browser reaches (a
 * station picked, more results loaded, a toast shown), in each locale. Texts, accessible names,
 * titles and visually hidden texts alike are read.
 */

const catalogs = loadCatalogs(join(import.meta.dirname, '../../../site/i18n'));
const KEYS = Object.keys(catalogs.fr);

/** Every text, label, title and hidden text of the page that holds a catalog key, with where it was found. */
function keysShown(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    const known = new Set(keys);
    const found: string[] = [];
    const check = (where: string, text: string) => {
      for (const token of text.match(/[A-Za-z_]+(?:\.[\w-]+)+/g) ?? []) if (known.has(token)) found.push(`${where}: ${text.trim()}`);
    };
    check('title', document.title);
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      // Scripts hold island props, and the gallery's <pre> an example's JSON: not read by anyone.
      if (!node.parentElement?.closest('script, style, pre, template')) check('text', node.textContent ?? '');
    }
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription', 'aria-valuetext'];
    for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) check(name, value);
      }
    }
    return found;
  }, KEYS);
}

/** Scrolls down the page a screen at a time, as a reader does, so that islands hydrated when seen do. */
async function readToTheEnd(page: Page): Promise<void> {
  await untilNetworkQuiet(page, async () => {
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let top = 0; top < height; top += 700) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(150);
    }
  });
}

/** A page's path in a locale: the French one, or the path the page has in that locale. */
const localized = (paths: Record<(typeof LOCALES)[number], string>, locale: (typeof LOCALES)[number]) => paths[locale];
const SCHEDULES = { fr: '/horaires-en-gare', en: '/en/station-timetables', es: '/es/horarios-en-estacion', it: '/it/orari-in-stazione' };
const RESULTS_PATHS = { fr: RESULTS, en: '/en/itineraries/results', es: '/es/itinerarios/resultados', it: '/it/itinerari/risultati' };
const GIFT_CARDS = {
  fr: '/cartes-cadeaux/achat',
  en: '/en/gift-cards/purchase',
  es: '/es/tarjetas-regalo/compra',
  it: '/it/carte-regalo/acquisto',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the block gallery, its islands hydrated', () => {
  // One tab goes from gallery to gallery (a fresh tab for each cost three times the CPU of the
  // page itself), a test per block type so that each page has the time a page needs.
  let page: Page;
  beforeAll(async () => {
    page = (await openPage(browser, '/_blocks', DESKTOP)).page;
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(blockDefinitions.map(({ type }) => type))('shows no key in any example of %s', async (type) => {
    await goTo(page, `/_blocks/${type}`);
    await readToTheEnd(page);
    expect(await keysShown(page)).toEqual([]);
  });
});

describe.concurrent.each(LOCALES)('in %s', (locale) => {
  const t = (key: string) => catalogs[locale][key]!;

  it('shows no key once a station is picked on the station timetables form', async () => {
    const { page, errors } = await arrive(browser, localized(SCHEDULES, locale), DESKTOP);
    const station = page.getByRole('combobox');
    await type(station, 'Lyon Part');
    await sees(page.getByRole('option', { name: /Lyon Part.Dieu/ }));
    await press(page, 'ArrowDown');
    await press(page, 'Enter');
    // The link tells, in the page's language, that it opens a new tab.
    await sees(page.getByRole('link', { name: t('rail.new_tab') }));
    expect(await keysShown(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows no key on results loaded by "show more"', async () => {
    const search = resultsSearch().replace(RESULTS, localized(RESULTS_PATHS, locale));
    const { page, errors } = await arrive(browser, search, DESKTOP);
    await sees(resultCards(page));
    const before = await resultCards(page).count();
    await click(page.getByRole('button', { name: t('miv.itineraries.show_more') }));
    await sees(resultCards(page).nth(before));
    expect(await keysShown(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows no key in the gift-card tunnel’s toast, its region and its close button', async () => {
    const { page, errors } = await arrive(browser, `${localized(GIFT_CARDS, locale)}?agency_code=AGV123`, DESKTOP);
    const region = page.getByRole('region', { name: t('editorial.toasts.region') });
    await sees(region.getByRole('button', { name: t('editorial.toasts.close') }));
    expect(await keysShown(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
