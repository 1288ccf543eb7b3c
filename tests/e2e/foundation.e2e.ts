import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, DESKTOP, launchBrowser, MOBILE, openPage, reachHeader, untilNetworkQuiet } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Scripts of the site itself (the island entry and block chunks), not of the browser. */
function siteScripts(scripts: string[]): string[] {
  return scripts.filter((url) => url.startsWith(baseUrl()) && url.includes('/assets/'));
}

describe.each([
  ['mobile', MOBILE],
  ['desktop', DESKTOP],
] as const)('foundation pages on %s', (_name, viewport) => {
  it('renders the home page blocks with no console error and no axe violation', async () => {
    const { page, errors } = await openPage(browser, '/', viewport);
    await expect(page.getByRole('heading', { name: 'Bienvenue à bord' }).isVisible()).resolves.toBe(true);
    expect(await page.getByText('15 000').first().isVisible()).toBe(true);
    expect(await page.getByText('5 000 000').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Découvrir la carte Avantage' }).isVisible()).toBe(true);
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).maxWidth)).toBe('1064px');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the translated 404 page with a button back to the home page', async () => {
    const { page, errors } = await openPage(browser, '/en/no-such-page', viewport);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    const back = page.getByRole('link', { name: 'Back to the home page' });
    expect(await back.getAttribute('href')).toBe('/');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.context().close();
  });
});

describe('islands', () => {
  it('a page of static blocks loads no block JavaScript, and no React until the visitor comes to the header', async () => {
    // The home page opens with the journey search, an island: the legal notice is static blocks only.
    const { page, scripts, errors } = await openPage(browser, '/mentions-legales', DESKTOP);
    await untilNetworkQuiet(page, () => page.waitForLoadState('load'));
    expect(siteScripts(scripts).some((url) => /\/assets\/entry-/.test(url))).toBe(true);
    expect(siteScripts(scripts).filter((url) => /\/assets\/(Renderer|react|header)-/.test(url))).toEqual([]);
    // The pointer over the header: React and the header's code come, and its menus answer.
    await reachHeader(page);
    expect(siteScripts(scripts).filter((url) => /\/assets\/(react|header)-/.test(url))).toHaveLength(2);
    const travel = page.getByRole('button', { name: 'Voyager' });
    await travel.click();
    expect(await travel.getAttribute('aria-expanded')).toBe('true');
    expect(siteScripts(scripts).filter((url) => /\/assets\/Renderer-/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an interactive page loads the entry and only the code of its interactive block, which then works', async () => {
    const { page, scripts, errors } = await openPage(browser, '/grande-vitesse/histoire', MOBILE);
    const button = page.getByRole('button', { name: 'Voir plus' });
    await button.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-island="vertical-timeline"] li') &&
        window.performance.getEntriesByType('resource').some((entry: PerformanceEntry) => entry.name.includes('Renderer')),
    );
    await expect
      .poll(async () => {
        await button.click();
        return page.locator('[data-island="vertical-timeline"] li').count();
      })
      .toBe(8);
    const loaded = siteScripts(scripts);
    const rendererChunks = loaded.filter((url) => /\/assets\/Renderer-/.test(url));
    expect(loaded.some((url) => /\/assets\/entry-/.test(url))).toBe(true);
    // Only the timeline renderer: the paragraph on the same page is static and ships nothing.
    expect(rendererChunks).toHaveLength(1);
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).maxWidth)).toBe('712px');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('formats messages the server parsed: no script of the home page holds the ICU message parser', async () => {
    const { page, scripts, errors } = await openPage(browser, '/', DESKTOP);
    // The header's menu, once hydrated, shows a message with an argument formatted in the browser.
    const travel = page.getByRole('button', { name: 'Voyager' });
    await expect
      .poll(async () => {
        await travel.click();
        return travel.getAttribute('aria-expanded');
      })
      .toBe('true');
    expect(await page.getByRole('link', { name: 'Tout voir : Voyager' }).isVisible()).toBe(true);
    const loaded = siteScripts(scripts);
    const sources = await Promise.all(loaded.map(async (url) => (await fetch(url)).text()));
    expect(loaded.some((url) => /\/assets\/core-/.test(url))).toBe(true);
    // An error name only the parser has.
    expect(loaded.filter((_url, index) => sources[index]!.includes('EXPECT_ARGUMENT_CLOSING_BRACE'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('static assets', () => {
  it('are served with long-lived cache headers, pages briefly by shared caches, HTML compressed', async () => {
    const home = await fetch(new URL('/grande-vitesse/histoire', baseUrl()), { headers: { 'accept-encoding': 'gzip' } });
    expect(home.headers.get('content-encoding')).toBe('gzip');
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400');
    const html = await home.text();
    // The island entry is added by the page's small inline loader (allowed by its digest).
    const script = /"(\/assets\/entry-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(new URL(script!, baseUrl()));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
