import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, DESKTOP, goTo, launchBrowser, MOBILE, openPage } from './browser';

/**
 * Every link leads to a page: a visitor who follows links from the four home pages meets no
 * 404 and no 5xx, and each page reached is listed on the site map of its locale.
 */

const HOMES = ['/', '/en', '/es', '/it'];
/** A board links every departure's details: a few addresses of the same page are enough to check it answers. */
const VARIANTS_PER_PATH = 3;
const SITE_MAPS: Record<string, string> = { fr: '/plan-du-site', en: '/en/site-map', es: '/es/mapa-del-sitio', it: '/it/mappa-del-sito' };

const localeOf = (path: string) => (['en', 'es', 'it'].includes(path.split('/')[1]!) ? path.split('/')[1]! : 'fr');

/** The internal links of an HTML page (anchors only: forms and assets are not pages). */
function linksOf(html: string, from: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, '&'))
    .map((href) => new URL(href, new URL(from, baseUrl())))
    .filter((url) => url.origin === new URL(baseUrl()).origin)
    .map((url) => `${url.pathname}${url.search}`);
}

/**
 * A page as a patient visitor gets it: a 503 the server sends to shed load (with Retry-After)
 * is asked again after the delay it gives, three times at most; any other answer is final. A
 * GET sent on a kept-alive connection the server closed at that moment (its idle timeout) is sent
 * again on a new one, as browsers do for idempotent requests (RFC 9110, 9.2.2).
 */
async function fetchPage(address: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(new URL(address, baseUrl()), { redirect: 'manual' }).catch((error: Error) => {
      if ((error.cause as { code?: string } | undefined)?.code !== 'ECONNRESET') throw error;
      return fetch(new URL(address, baseUrl()), { redirect: 'manual' });
    });
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status !== 503 || !retryAfter || attempt === 3) return response;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

interface Walk {
  statuses: Map<string, number>;
  linkedFrom: Map<string, string>;
  /** The addresses that answered an HTML page (the rest are files: PDFs, timetables). */
  pages: Set<string>;
}

async function walkFromHomes(): Promise<Walk> {
  const statuses = new Map<string, number>();
  const linkedFrom = new Map<string, string>();
  const variants = new Map<string, number>();
  const pages = new Set<string>();
  const queue = [...HOMES];
  for (const home of HOMES) linkedFrom.set(home, '(start)');
  // One request at a time, as a visitor clicks: the server sheds load with 503 on a busy machine.
  for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
    let response = await fetchPage(address);
    // One redirect on the way is allowed (the tickets page sends a visitor without a booking to the lookup).
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location)
      response = await fetchPage(new URL(location, new URL(address, baseUrl())).pathname);
    statuses.set(address, response.status);
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) {
      // A file is not read: its connection is let go rather than left holding it (the server limits each client's connections).
      await response.body?.cancel();
      continue;
    }
    pages.add(address);
    for (const link of linksOf(await response.text(), address)) {
      if (linkedFrom.has(link)) continue;
      const path = link.split('?')[0]!;
      const seen = variants.get(path) ?? 0;
      if (link.includes('?') && seen >= VARIANTS_PER_PATH) continue;
      variants.set(path, seen + 1);
      linkedFrom.set(link, address);
      queue.push(link);
    }
  }
  return { statuses, linkedFrom, pages };
}

let walk: Walk;
let browser: Browser;
beforeAll(async () => {
  [walk, browser] = await Promise.all([walkFromHomes(), launchBrowser()]);
}, 240000);
afterAll(async () => {
  await browser?.close();
});

describe('following every link from the four home pages', () => {
  it('reaches at least 100 pages, every one answering 200', () => {
    const failures = [...walk.statuses]
      .filter(([, status]) => status !== 200)
      .map(([address, status]) => `${address} answered ${status}, linked from ${walk.linkedFrom.get(address)}`);
    expect(failures).toEqual([]);
    expect(walk.statuses.size).toBeGreaterThanOrEqual(100);
  });

  it('reaches the named pages in their four locales', () => {
    const named = [
      ['/mentions-legales', '/en/legal-notice', '/es/aviso-legal', '/it/note-legali'],
      ['/donnees-personnelles', '/en/personal-data', '/es/datos-personales', '/it/dati-personali'],
      ['/accessibilite', '/en/accessibility', '/es/accesibilidad', '/it/accessibilita'],
      ['/plan-du-site', '/en/site-map', '/es/mapa-del-sitio', '/it/mappa-del-sito'],
      ['/aide/questions-frequentes', '/en/help/faq', '/es/ayuda/preguntas-frecuentes', '/it/aiuto/domande-frequenti'],
      ['/voyager', '/en/travel', '/es/viajar', '/it/viaggiare'],
      ['/billets-et-cartes', '/en/tickets-and-passes', '/es/billetes-y-tarjetas', '/it/biglietti-e-carte'],
      ['/engagements', '/en/commitments', '/es/compromisos', '/it/impegni'],
      ['/aide', '/en/help', '/es/ayuda', '/it/aiuto'],
    ].flat();
    expect(named.filter((path) => walk.statuses.get(path) !== 200)).toEqual([]);
  });

  it('finds every page it reached on the site map of its locale', async () => {
    const listed = new Map<string, Set<string>>();
    for (const [locale, path] of Object.entries(SITE_MAPS)) {
      const html = await (await fetch(new URL(path, baseUrl()))).text();
      const map = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      listed.set(locale, new Set(linksOf(map, path)));
    }
    const missing = [...walk.pages]
      .map((address) => address.split('?')[0]!)
      .filter((path, index, all) => all.indexOf(path) === index && !listed.get(localeOf(path))!.has(path));
    expect(missing).toEqual([]);
  });
});

/** The pages this change adds, one of each kind, checked for accessibility. */
const NEW_PAGES = [
  '/voyager',
  '/voyager/horaires-et-itineraires',
  '/voyager/gares',
  '/gares/departs?codeZoneArret=87723197',
  '/voyager/bagages',
  '/billets-et-cartes/cartes-de-reduction',
  '/billets-et-cartes/echanges-et-remboursements',
  '/engagements/environnement',
  '/aide/questions-frequentes',
  '/mentions-legales',
  '/donnees-personnelles',
  '/accessibilite',
  '/plan-du-site',
  '/alerte-enlevement',
  '/es',
  '/it/aiuto',
];

describe.each([
  ['375 px', MOBILE, 'light'],
  ['1280 px', DESKTOP, 'light'],
  ['1280 px, dark', DESKTOP, 'dark'],
] as const)('the new pages at %s', (_name, viewport, colorScheme) => {
  // One tab goes from page to page, as a visitor does: a fresh tab for each cost three times the
  // CPU of the page itself (docs/testing.md). Each page's console errors are its own.
  it('have no axe violation and no console error', async () => {
    const problems: string[] = [];
    const { page, errors } = await openPage(browser, NEW_PAGES[0]!, viewport, { colorScheme });
    for (const [index, path] of NEW_PAGES.entries()) {
      if (index > 0) await goTo(page, path);
      problems.push(
        ...(await axeViolations(page)).map((violation) => `${path}: ${violation}`),
        ...errors.splice(0).map((error) => `${path}: ${error}`),
      );
    }
    await page.context().close();
    expect(problems).toEqual([]);
  }, 240000);
});
