import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  axeViolations,
  baseUrl,
  reachHeader,
  consentAnswers,
  consentManagerLoaded,
  decidedConsentCookie,
  DESKTOP,
  goTo,
  launchBrowser,
  MOBILE,
  openPage,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const rootOverflow = (page: Page) => page.evaluate(() => document.documentElement.style.overflow);

describe('desktop mega-menu', () => {
  it('opens one dropdown at a time from the keyboard; Escape closes it and returns focus; the page does not scroll meanwhile', async () => {
    const { page, errors } = await openPage(browser, '/grande-vitesse/histoire', DESKTOP);
    await reachHeader(page);
    const travel = page.getByRole('button', { name: 'Voyager' });
    const tickets = page.getByRole('button', { name: 'Billets et cartes' });
    await travel.focus();
    await page.keyboard.press('Enter');
    expect(await travel.getAttribute('aria-expanded')).toBe('true');
    const travelPanel = page.locator(`#${(await travel.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    expect(await travelPanel.isVisible()).toBe(true);
    expect(await rootOverflow(page)).toBe('hidden');
    // Six children or more: the panel scrolls within 70vh.
    expect(await travelPanel.evaluate((panel) => getComputedStyle(panel).maxHeight)).toBe(`${0.7 * DESKTOP.height}px`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Tout voir : Voyager');

    await tickets.click();
    expect(await tickets.getAttribute('aria-expanded')).toBe('true');
    expect(await travel.getAttribute('aria-expanded')).toBe('false');
    expect(await travelPanel.isVisible()).toBe(false);

    await page.keyboard.press('Escape');
    expect(await tickets.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Billets et cartes');
    expect(await rootOverflow(page)).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('mobile menu', () => {
  it('drills down into a level and comes back with the back button', async () => {
    const { page, errors } = await openPage(browser, '/grande-vitesse/histoire', MOBILE);
    await reachHeader(page);
    expect(await page.getByRole('button', { name: 'Voyager' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu principal' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Billets et cartes' }).click();
    expect(await panel.getByRole('heading', { name: 'Billets et cartes' }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Carte cadeau' }).getAttribute('href')).toBe('/cartes-cadeaux/achat');
    expect(await panel.getByRole('button', { name: 'Voyager' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Retour' }).click();
    expect(await panel.getByRole('button', { name: 'Voyager' }).isVisible()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Retour' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Fermer le menu' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('theme', () => {
  const darkBackground = 'rgb(17, 21, 28)';

  it("is remembered across reloads and painted by the page's inline script before any module runs, in HTML the same for everyone", async () => {
    const { page, errors } = await openPage(browser, '/', DESKTOP, { colorScheme: 'light' });
    await reachHeader(page);
    await page.getByRole('radio', { name: 'Sombre' }).check({ force: true });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('radio', { name: 'Sombre' }).isChecked()).toBe(true);

    // The first paint: with every module script held back, the dark theme is already there.
    const cookies = await page.context().cookies();
    const firstPaintContext = await browser.newContext({ viewport: DESKTOP, colorScheme: 'light' });
    await firstPaintContext.addCookies(cookies);
    await firstPaintContext.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const firstPaint = await firstPaintContext.newPage();
    const response = await firstPaint.goto(new URL('/', baseUrl()).toString());
    expect(await firstPaint.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await firstPaint.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
    // A CDN can keep the page: the visitor's cookie does not change a byte of it.
    const anonymous = await fetch(new URL('/', baseUrl()));
    expect(await response!.text()).toBe(await anonymous.text());
    await firstPaintContext.close();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('falls back to the system theme for an unknown cookie value', async () => {
    const response = await fetch(new URL('/', baseUrl()), { headers: { cookie: 'quai_theme=sepia' } });
    expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="fr">/);
  });
});

describe('language selector', () => {
  it("goes to the page's alias in the chosen locale and keeps the query string", async () => {
    const { page } = await openPage(browser, '/?depart=lyon&arrivee=paris', DESKTOP);
    await page.getByRole('navigation', { name: 'Choisir la langue' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en?depart=lyon&arrivee=paris');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // Every page exists in every locale: the selector leads to the page's own translation.
    const { page: untranslated } = await openPage(browser, '/grande-vitesse/histoire?x=1', DESKTOP);
    expect(
      await untranslated
        .getByRole('navigation', { name: 'Choisir la langue' })
        .getByRole('link', { name: 'Italiano' })
        .getAttribute('href'),
    ).toBe('/it/alta-velocita/storia?x=1');
    await page.context().close();
    await untranslated.context().close();
  });
});

describe('crisis banner', () => {
  it('shows the kidnapping alert in red with its image on the home page, and closes for the current view', async () => {
    const { page, errors } = await openPage(browser, '/', DESKTOP);
    const alerts = page.getByRole('region', { name: 'Alertes' });
    await alerts.waitFor();
    const kidnapping = alerts.locator('[data-kind="kidnapping"]');
    expect(await kidnapping.evaluate((banner) => getComputedStyle(banner).backgroundColor)).toBe('rgb(163, 0, 27)');
    expect(await kidnapping.getByRole('img', { name: 'Logo Alerte enlèvement' }).isVisible()).toBe(true);
    expect(await alerts.getByText('Prévoyez un temps de trajet plus long').isVisible()).toBe(true);
    // The header is hydrated by this first press, which is then answered.
    await page.getByRole('button', { name: /^Fermer l'alerte : Alerte enlèvement/ }).click();
    await kidnapping.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Fermer l'alerte : Mouvement social/ }).click();
    expect(await alerts.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows only site-wide crises elsewhere, without their description on mobile', async () => {
    const { page } = await openPage(browser, '/grande-vitesse/histoire', MOBILE);
    const alerts = page.getByRole('region', { name: 'Alertes' });
    await alerts.waitFor();
    expect(await alerts.locator('[data-kind="kidnapping"]').count()).toBe(0);
    expect(await alerts.getByText('Mouvement social : trafic perturbé').isVisible()).toBe(true);
    expect(await alerts.getByText('Prévoyez un temps de trajet plus long').isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('footer', () => {
  it('opens the consent preferences from its Cookies link, loading the consent manager only then', async () => {
    const { page, errors } = await openPage(browser, '/en', MOBILE);
    const cookies = page.getByRole('contentinfo').getByRole('button', { name: 'Cookies', exact: true });
    await cookies.scrollIntoViewIfNeeded();
    await consentAnswers(page);
    expect(await consentManagerLoaded(page)).toBe(false);
    await cookies.click();
    await page.getByRole('dialog', { name: 'Your cookie choices' }).waitFor();
    expect(await consentManagerLoaded(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('folds its menus into accordions on mobile and shows them open on desktop', async () => {
    const { page: mobile } = await openPage(browser, '/', MOBILE);
    const footer = mobile.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Objets trouvés' }).isVisible()).toBe(false);
    await footer.getByText('Aide et contact').click();
    expect(await footer.getByRole('link', { name: 'Objets trouvés' }).isVisible()).toBe(true);
    const mastodon = footer.getByRole('link', { name: 'Mastodon (nouvel onglet)' });
    expect(await mastodon.getAttribute('rel')).toBe('noreferrer noopener');
    expect(await mastodon.getAttribute('target')).toBe('_blank');
    const { page: desktop } = await openPage(browser, '/', DESKTOP);
    expect(await desktop.getByRole('contentinfo').getByRole('link', { name: 'Objets trouvés' }).isVisible()).toBe(true);
    await mobile.context().close();
    await desktop.context().close();
  });
});

describe('accessibility of the shell', () => {
  const pages = ['/', '/en', '/grande-vitesse/histoire', '/offres/hiver/montagne-en-train', '/es/no-such-page'];
  for (const [name, viewport] of [
    ['375 px', MOBILE],
    ['1280 px', DESKTOP],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violation at ${name} in the ${theme} theme`, async () => {
        const context = await browser.newContext({ viewport, colorScheme: 'light' });
        await context.addCookies([decidedConsentCookie(baseUrl()), { name: 'quai_theme', value: theme, url: baseUrl() }]);
        const page = await context.newPage();
        for (const path of pages) {
          await goTo(page, path);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
        }
        // With the menus open too.
        await goTo(page, '/');
        await reachHeader(page);
        await page.getByRole('button', { name: viewport === MOBILE ? 'Menu' : 'Voyager' }).click();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('full-width landing page', () => {
  const landing = '/offres/hiver/montagne-en-train';

  it('on mobile: breadcrumbs fold into a list, the sidebar is fixed to the bottom at 88 px until opened', async () => {
    const { page, errors } = await openPage(browser, landing, MOBILE);
    const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(await crumbs.getByRole('link', { name: 'Offres' }).isVisible()).toBe(false);
    await crumbs.locator('summary', { hasText: 'Afficher les pages parentes' }).click();
    expect(await crumbs.getByRole('link', { name: 'Offres' }).isVisible()).toBe(true);
    const sidebar = page.getByRole('complementary', { name: 'En complément' });
    const box = (await sidebar.boundingBox())!;
    expect(box.height).toBe(88);
    expect(box.y + box.height).toBe(MOBILE.height);
    await sidebar.getByText('Afficher ou masquer le panneau').click();
    expect((await sidebar.boundingBox())!.height).toBeGreaterThan(88);
    expect(await sidebar.getByText('réservez au moins trois semaines').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on desktop: full breadcrumbs, a sticky 664 px sidebar, and the image credits of the page', async () => {
    const { page, errors } = await openPage(browser, landing, DESKTOP);
    const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(await crumbs.getByRole('link', { name: 'Hiver' }).getAttribute('href')).toBe('/offres');
    const sidebar = page.getByRole('complementary', { name: 'En complément' });
    expect((await sidebar.boundingBox())!.width).toBe(664);
    expect(await sidebar.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    await page.getByText('Crédits images').click();
    expect(await page.getByText('Photo : Quai / Service photo').isVisible()).toBe(true);
    expect(await page.getByText('Illustration : Quai / Studio graphique').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a single ancestor is a direct link back on mobile', async () => {
    const { page } = await openPage(browser, '/grande-vitesse/histoire', MOBILE);
    expect(await page.getByRole('link', { name: 'Retour à Accueil' }).getAttribute('href')).toBe('/');
    await page.context().close();
  });
});

describe('restricted header', () => {
  it('has the logo and the locale bar only, and no footer', async () => {
    const { page, errors } = await openPage(browser, '/paiement-securise?ref=ABC123', MOBILE);
    expect(await page.getByRole('link', { name: 'Quai, accueil' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/secure-payment?ref=ABC123');
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Aller au pied de page' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('visual header', () => {
  it('is 415 px high on desktop and 200 px on mobile', async () => {
    for (const [viewport, height] of [
      [DESKTOP, 415],
      [MOBILE, 200],
    ] as const) {
      const { page } = await openPage(browser, '/offres/hiver/montagne-en-train', viewport);
      const hero = page.getByRole('img', { name: 'Un TGV franchit un viaduc au coucher du soleil' });
      expect((await hero.boundingBox())!.height).toBe(height);
      await page.context().close();
    }
  });

  it('its carousel is driven from the keyboard: arrows move, the pause button stops autoplay', async () => {
    const { page, errors } = await openPage(browser, '/offres/hiver/montagne-en-train', DESKTOP);
    const carousel = page.locator('[data-island="visual-header"]');
    await page.getByRole('button', { name: 'Mettre en pause' }).scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('[data-island="visual-header"]')!).some((key) => key.startsWith('__reactContainer')),
    );
    const pause = page.getByRole('button', { name: 'Mettre en pause' });
    await pause.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Lecture' }).isVisible()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Diapositive suivante');
    expect(await carousel.getByText('2 sur 2').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Navettes en correspondance' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

const CONSENT_TITLE = 'Vos choix en matière de cookies';
const consentBanner = (page: Page) => page.getByRole('region', { name: CONSENT_TITLE });
const dataLayer = (page: Page) => page.evaluate(() => (window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer);
const PAGE_DISPLAY_ON_HOME = {
  event: 'page_display',
  site_language: 'fr',
  dark_mode: false,
  page_chapter1: '',
  page_chapter2: '',
  page_chapter3: '',
};

/** The decision stored in the consent cookie, as the consent manager reads it. */
async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find(({ name }) => name === 'cc_cookie');
  return cookie && { ...cookie, value: JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[]; expirationTime: number } };
}

/** An undecided visitor's page, its banner ready to be answered. */
async function undecided(viewport: { width: number; height: number } = DESKTOP) {
  const watched = await openPage(browser, '/', viewport, { consent: 'undecided' });
  await consentAnswers(watched.page);
  return watched;
}

describe('consent banner', () => {
  it('is in the HTML the server sends, the same with or without a decision, with its three buttons', async () => {
    const anonymous = await (await fetch(new URL('/', baseUrl()))).text();
    const cookie = decidedConsentCookie(baseUrl());
    const decided = await (await fetch(new URL('/', baseUrl()), { headers: { cookie: `${cookie.name}=${cookie.value}` } })).text();
    expect(decided).toBe(anonymous);
    const html = /<section[^>]*aria-labelledby="([^"]+)"[^>]*>(?:(?!<\/section>).)*data-consent-choice.*?<\/section>/s.exec(anonymous);
    expect(html?.[0]).toContain(`id="${html?.[1]}"`);
    for (const text of [`${CONSENT_TITLE}</h2>`, '>Tout accepter</button>', '>Tout refuser</button>', '>Personnaliser</button>'])
      expect(html?.[0]).toContain(text);
    expect(await (await fetch(new URL('/en', baseUrl()))).text()).toContain('Your cookie choices</h2>');
  });

  it('is shown by the head script before any module runs, only to a visitor who has not decided; never without JavaScript', async () => {
    const visit = async (options: { decided: boolean; javaScript: boolean }) => {
      const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: options.javaScript });
      if (options.decided) await context.addCookies([decidedConsentCookie(baseUrl())]);
      // Every module held back: only the inline script in <head> runs.
      await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(new URL('/', baseUrl()).toString());
      const visible = await consentBanner(page).isVisible();
      await context.close();
      return visible;
    };
    expect(await visit({ decided: false, javaScript: true })).toBe(true);
    expect(await visit({ decided: true, javaScript: true })).toBe(false);
    expect(await visit({ decided: false, javaScript: false })).toBe(false);
  });

  it('accept all: records the decision as the consent manager does, hides the banner and starts tracking, without the manager', async () => {
    const { page, errors } = await undecided();
    expect(await dataLayer(page)).toBeUndefined();
    await consentBanner(page).getByRole('button', { name: 'Tout accepter' }).click();
    expect(await consentBanner(page).isVisible()).toBe(false);
    expect(await dataLayer(page)).toEqual([PAGE_DISPLAY_ON_HOME]);
    // The pressed button is gone: the focus goes on to the page's content, not to nowhere.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    const stored = (await storedConsent(page.context()))!;
    expect(stored.value.categories).toEqual(['necessary', 'analytics']);
    expect(stored).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(Math.round((stored.expires * 1000 - Date.now()) / (24 * 3600 * 1000))).toBe(182);
    expect(await consentManagerLoaded(page)).toBe(false);

    // The next page tracks from the stored decision, still without the manager.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await consentBanner(page).isVisible()).toBe(false);
    await page.waitForFunction(() => (window as { dataLayer?: unknown[] }).dataLayer?.length === 1);
    expect(await dataLayer(page)).toEqual([PAGE_DISPLAY_ON_HOME]);
    expect(await consentManagerLoaded(page)).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reject all: records necessary cookies only and tracks nothing, on this page or the next', async () => {
    const { page, errors } = await undecided();
    await consentBanner(page).getByRole('button', { name: 'Tout refuser' }).click();
    expect(await consentBanner(page).isVisible()).toBe(false);
    expect((await storedConsent(page.context()))!.value.categories).toEqual(['necessary']);
    await page.getByRole('button', { name: 'Voyager' }).click();
    expect(await dataLayer(page)).toBeUndefined();
    await page.reload({ waitUntil: 'networkidle' });
    await consentAnswers(page);
    expect(await consentBanner(page).isVisible()).toBe(false);
    expect(await dataLayer(page)).toBeUndefined();
    expect(await consentManagerLoaded(page)).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('customise: loads the consent manager and opens its preferences; saving there hides the banner and starts tracking', async () => {
    const { page, errors } = await undecided(MOBILE);
    expect(await consentManagerLoaded(page)).toBe(false);
    await consentBanner(page).getByRole('button', { name: 'Personnaliser' }).click();
    const preferences = page.getByRole('dialog', { name: CONSENT_TITLE });
    await preferences.waitFor();
    expect(await consentManagerLoaded(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await preferences.getByText("Mesure d'audience", { exact: true }).locator('..').locator('label').click();
    await preferences.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await preferences.waitFor({ state: 'hidden' });
    expect(await consentBanner(page).isVisible()).toBe(false);
    expect((await storedConsent(page.context()))!.value.categories).toEqual(['necessary', 'analytics']);
    expect(await dataLayer(page)).toEqual([PAGE_DISPLAY_ON_HOME]);
    // The manager hands the focus back to the Customise button, now hidden: the page takes it.
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is reached by the keyboard right after the skip links, without scrolling the page, and lets the focus go on', async () => {
    const { page } = await undecided(MOBILE);
    const focusedInBanner = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const section = document.querySelector('section:has([data-consent-choice])');
        return active && section?.contains(active) ? active.textContent : null;
      });
    const reached: Array<string | null> = [];
    const scrolled: number[] = [];
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab');
      reached.push(await focusedInBanner());
      scrolled.push(await page.evaluate(() => scrollY));
    }
    const first = reached.findIndex((name) => name !== null);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(3);
    expect(reached.slice(first, first + 4)).toEqual(['Tout accepter', 'Tout refuser', 'Personnaliser', null]);
    // Drawn at the bottom of the viewport already: reaching its buttons moves nothing.
    expect(scrolled.slice(first, first + 3)).toEqual([0, 0, 0]);
    await page.context().close();
  });

  for (const [name, viewport] of [
    ['375 px', MOBILE],
    ['1280 px', DESKTOP],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violation while shown, at ${name} in the ${theme} theme`, async () => {
        const context = await browser.newContext({ viewport, colorScheme: 'light' });
        await context.addCookies([{ name: 'quai_theme', value: theme, url: baseUrl() }]);
        const page = await context.newPage();
        await goTo(page, '/');
        expect(await consentBanner(page).isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
