import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  baseUrl,
  blockIslandHydrated,
  decidedConsentCookie,
  DESKTOP,
  keptTabs,
  launchBrowser,
  MOBILE,
  openPage,
} from './browser';

/**
 * The news, publications and agency searches: filters and page live in the address, the server
 * renders the results, links and forms work without JavaScript, and with it the island takes
 * over without reloading (Back and Forward included).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(path: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled });
  await context.addCookies([decidedConsentCookie(baseUrl())]);
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'load' });
  if (javaScriptEnabled) await blockIslandHydrated(page, 'content-search');
  return page;
}

const agencyNames = (page: Page) => page.locator('main article h3').allTextContents();
const currentPage = (page: Page) => page.locator('nav[aria-label^="Pages de résultats"] [aria-current="page"]').textContent();
/** The address's filled parameters: a form sent without JavaScript also carries its blank fields, which the search drops. */
const filledQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}?${[...url.searchParams]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('&')}`;
};

describe.each([true, false])('agency search (JavaScript %s)', (javaScriptEnabled) => {
  it('filters by city (with a typo) and by name, the filters landing in the address', async () => {
    const page = await visit('/agences', javaScriptEnabled);
    expect(await page.getByRole('status').textContent()).toBe('40 résultats');
    await page.getByLabel('Ville').fill('Marseile');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/city=Marseile/);
    await page.getByText('1 résultat', { exact: true }).waitFor();
    expect(await agencyNames(page)).toEqual(['Agence Marseille Saint-Charles']);
    expect(filledQuery(page)).toBe('/agences?city=Marseile');

    await page.getByLabel('Ville').fill('Lyon');
    await page.getByLabel('Nom ou adresse de l’agence').fill('perrache');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/name=perrache/);
    await page.getByText('1 résultat', { exact: true }).waitFor();
    expect(await agencyNames(page)).toEqual(['Agence Lyon Perrache']);
    expect(new URL(page.url()).searchParams.get('city')).toBe('Lyon');
    await page.context().close();
  });

  it('pages forward, then back and forward with the browser, the address and results following', async () => {
    const page = await visit('/agences', javaScriptEnabled);
    const first = await agencyNames(page);
    expect(first).toHaveLength(9);
    expect(await currentPage(page)).toBe('1');
    // A mark on the window: it survives only if the island pages without reloading the document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.locator('nav [aria-current="page"]', { hasText: '2' }).waitFor();
    const second = await agencyNames(page);
    expect(second).toHaveLength(9);
    expect(second).not.toEqual(first);
    if (javaScriptEnabled) expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Nos agences');

    await page.getByRole('link', { name: 'Page 5' }).click();
    await page.waitForURL(/page=5/);
    await page.locator('nav [aria-current="page"]', { hasText: '5' }).waitFor();
    expect(await agencyNames(page)).toHaveLength(4);

    await page.goBack();
    await page.waitForURL(/page=2/);
    await page.locator('nav [aria-current="page"]', { hasText: '2' }).waitFor();
    expect(await agencyNames(page)).toEqual(second);
    await page.goBack();
    await page.waitForURL((url) => url.search === '');
    await page.locator('nav [aria-current="page"]', { hasText: '1' }).waitFor();
    expect(await agencyNames(page)).toEqual(first);
    await page.goForward();
    await page.waitForURL(/page=2/);
    await page.locator('nav [aria-current="page"]', { hasText: '2' }).waitFor();
    expect(await agencyNames(page)).toEqual(second);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(javaScriptEnabled);
    await page.context().close();
  });
});

describe('a shared search address', () => {
  it('opens the same results without JavaScript: filters filled, page marked, matched words highlighted', async () => {
    const page = await visit('/actualites?name=Besancon&page=1', false);
    expect(await page.getByLabel('Mot-clé').inputValue()).toBe('Besancon');
    const marks = await page.locator('main article mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(['Besançon']));
    await page.context().close();
  });

  it('keeps a range of publication days without JavaScript: the fields show it, a new search sends it again', async () => {
    const page = await visit('/actualites?from=2026-10-03&to=2026-10-25', false);
    const days = () => page.locator('main article time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(await days()).toEqual(['2026-10-25', '2026-10-14', '2026-10-03']);
    expect(await page.getByRole('group', { name: 'Date de publication' }).textContent()).toMatch(/03\/10\/2026.*25\/10\/2026/);
    await page.getByLabel('Mot-clé').fill('Strasbourg');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/name=Strasbourg/);
    expect(filledQuery(page)).toBe('/actualites?name=Strasbourg&from=2026-10-03&to=2026-10-25');
    expect(await days()).toEqual(['2026-10-03']);
    await page.context().close();
  });

  it('lists publications by category with their file size in MB, in English', async () => {
    const page = await visit('/en/publications?category=Timetables', false);
    const sizes = await page.locator('main article a[download]').allTextContents();
    expect(sizes.length).toBeGreaterThan(0);
    for (const text of sizes) expect(text).toMatch(/PDF, \d\.\d{2} MB$/);
    const response = await page.request.get(
      new URL((await page.locator('main article a[download]').first().getAttribute('href'))!, baseUrl()).toString(),
    );
    expect(response.headers()['content-type']).toContain('application/pdf');
    await page.context().close();
  });
});

describe('the search pages in every locale', () => {
  it.each([
    ['/es/agencias?city=Besancon', 'Agencia Besançon Viotte'],
    ['/it/notizie?name=notturno', 'Un treno notturno collega Parigi e'],
    ['/en/agencies?city=marseile', 'Marseille Saint-Charles travel agency'],
  ])('%s lists its own locale’s results', async (path, expected) => {
    const page = await visit(path, false);
    expect((await page.locator('main article h3').allTextContents()).join('\n')).toContain(expected);
    await page.context().close();
  });

  it('leads from a news card to the article in the same locale', async () => {
    const { page } = await openPage(browser, '/en/news');
    const card = page.locator('main article h3 a').first();
    const title = await card.textContent();
    await card.click();
    await page.waitForURL(/\/en\/news\/.+/);
    expect(await page.locator('h1').textContent()).toBe(title);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('lays results out in three columns on a desktop and one on a phone', async () => {
    for (const [viewport, columns] of [
      [DESKTOP, '3'],
      [MOBILE, '1'],
    ] as const) {
      const { page } = await openPage(browser, '/actualites', viewport);
      expect(await page.locator('main ul:has(> li > article)').evaluate((list) => getComputedStyle(list).columnCount)).toBe(columns);
      await page.context().close();
    }
  });
});

describe('accessibility of the search pages', () => {
  // A tab per width and theme, taken from page to page: these pages keep nothing of their own.
  const tabs = keptTabs(() => browser);
  afterAll(() => tabs.close());
  for (const path of ['/actualites', '/publications', '/agences', '/en/news?name=marseille']) {
    for (const [width, viewport] of [
      ['375', MOBILE],
      ['1280', DESKTOP],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        it(`${path} at ${width} px, ${colorScheme}: no axe violation`, async () => {
          const { page, errors } = await tabs.open(path, viewport, colorScheme);
          expect(await axeViolations(page)).toEqual([]);
          expect(errors).toEqual([]);
        });
      }
    }
  }
});
