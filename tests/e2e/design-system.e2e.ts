import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, DESKTOP, goTo, launchBrowser, MOBILE, openPage } from './browser';
import { layoutShift } from './layout-shift';

/**
 * The design system as a visitor meets it: the brand font from the site itself, preloaded and
 * used without moving the page; the home page's first screen (the search on its illustration,
 * the task tiles, the news with pictures); and the design page, accessible in both themes.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['phone', MOBILE],
  ['desktop', DESKTOP],
] as const)('the home page on a %s', (_name, viewport) => {
  it('draws its text in the brand font, fetched once from the site itself, and nothing moves', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await goTo(page, '/');
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('href'), link.getAttribute('type'), link.getAttribute('crossorigin')]),
      );
    expect(preloads).toEqual([[expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/), 'font/woff2', 'anonymous']]);
    expect(requested.filter((url) => url.endsWith('.woff2'))).toEqual([new URL(preloads[0]![0]!, baseUrl()).toString()]);
    expect(requested.filter((url) => new URL(url).origin !== new URL(baseUrl()).origin)).toEqual([]);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(
      await page
        .locator('main h2')
        .first()
        .evaluate((heading) => getComputedStyle(heading).fontFamily),
    ).toMatch(/^"Inter Variable"/);
    const shift = await layoutShift(page);
    expect(shift.total, shift.moved.join('\n')).toBeLessThanOrEqual(0.02);
    await context.close();
  });

  it('opens on the journey search over its illustration, then the tasks people come for and the news with pictures', async () => {
    const { page, errors } = await openPage(browser, '/', viewport);
    const art = page.locator('main img[src="/images/home/hero-vallee.svg"]');
    expect(await art.getAttribute('width')).toBe('1440');
    expect(await art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // The search's panel stands on the picture: it starts inside the picture's box.
    const artBox = (await art.boundingBox())!;
    const search = (await page.getByRole('heading', { name: 'Où allez-vous ?' }).boundingBox())!;
    expect(search.y).toBeGreaterThan(artBox.y);
    expect(search.y).toBeLessThan(artBox.y + artBox.height);
    const tasks = page.getByRole('navigation', { name: 'Raccourcis' }).getByRole('link');
    expect(await tasks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/info-trafic',
      '/horaires-en-gare',
      '/voyagez-avec-nous/horaires-et-itineraires/recherche-de-train',
      '/dossier-voyageur',
      '/cartes-cadeaux/achat',
    ]);
    expect(await tasks.first().locator('svg').isVisible()).toBe(true);
    const news = page.getByRole('region', { name: 'Actualités' }).getByRole('listitem');
    expect(await news.count()).toBe(3);
    for (const card of await news.all()) {
      expect(await card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth > 0)).toBe(true);
      expect(await card.getByRole('link').getAttribute('href')).toMatch(/^\/actualites\//);
    }
    expect(await axeViolations(page)).toEqual([]);
    // The dark theme too: the illustration is dimmed, the panel and cards on dark surfaces.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 21, 28)');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe.each(['light', 'dark'] as const)('the design page in the %s theme', (colorScheme) => {
  it('shows the tokens, icons and pictograms with no axe violation', async () => {
    const { page, errors } = await openPage(browser, '/_design', DESKTOP, { colorScheme });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Système de design');
    // The pictograms are drawn by the board's own styles: an event icon at its 20 px.
    const icon = page.locator('#pictograms svg').first();
    expect((await icon.boundingBox())?.width).toBe(20);
    expect(await page.locator('#pictograms').getByText('Zone Verte').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
