import type { Browser, Page } from 'playwright-core';
import { consentAnswers, focusedText, launchBrowser, reachHeader } from '../browser';
import { arrive, click, isFocused, keepScreenshot, pause, press, sees, tabTo, WIDTHS } from './pace';

/** The shell at a person's pace: the phone's menu or the desktop mega menu, the theme, the language, the consent banner. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe.concurrent.each(WIDTHS)('the shell at %s', (_width, viewport) => {
  const phone = viewport.width < 768;

  it(
    phone
      ? 'opens the menu, drills into a level and back, picks the dark theme and English'
      : 'opens the mega menu from the keyboard, picks the dark theme and English',
    async () => {
      const { page, errors } = await arrive(browser, '/grande-vitesse/histoire', viewport);
      await reachHeader(page);
      // Where the theme and the languages are: in the menu on a phone, in the header on a desktop.
      let menu = page.locator('header');
      if (phone) {
        await click(page.getByRole('button', { name: 'Menu' }));
        menu = page.getByRole('dialog', { name: 'Menu principal' });
        await click(menu.getByRole('button', { name: 'Billets et cartes' }));
        await sees(menu.getByRole('heading', { name: 'Billets et cartes' }));
        expect(await menu.getByRole('link', { name: 'Carte cadeau' }).getAttribute('href')).toBe('/cartes-cadeaux/achat');
        await click(menu.getByRole('button', { name: 'Retour' }));
        await sees(menu.getByRole('button', { name: 'Voyager' }));
        await keepScreenshot(page, 'shell-menu');
      } else {
        const travel = page.getByRole('button', { name: 'Voyager' });
        await tabTo(travel);
        await press(page, 'Enter');
        expect(await travel.getAttribute('aria-expanded')).toBe('true');
        await press(page, 'Tab');
        expect(await focusedText(page)).toBe('Tout voir : Voyager');
        await keepScreenshot(page, 'shell-mega-menu');
        await press(page, 'Escape');
        expect(await travel.getAttribute('aria-expanded')).toBe('false');
        expect(await isFocused(travel)).toBe(true);
      }
      // The theme from the keyboard: the radio group moves with the arrow keys.
      const light = menu.getByRole('radio', { name: 'Clair' });
      await light.focus();
      await press(page, 'ArrowRight');
      expect(await menu.getByRole('radio', { name: 'Sombre' }).isChecked()).toBe(true);
      expect(await theme(page)).toBe('dark');
      await click(menu.getByRole('link', { name: 'English' }).first());
      await page.waitForURL((url) => url.pathname.startsWith('/en/'));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await theme(page)).toBe('dark');
      await keepScreenshot(page, 'shell-english-dark');
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('asks for consent on a first visit; refusing with the keyboard closes the banner for good', async () => {
    const { page, errors } = await arrive(browser, '/', viewport, { consent: 'undecided' });
    await consentAnswers(page);
    const refuse = page.getByRole('button', { name: 'Tout refuser' });
    await sees(refuse);
    await keepScreenshot(page, 'consent-banner');
    await tabTo(refuse);
    await press(page, 'Enter');
    expect(await refuse.count()).toBe(0);
    await page.reload();
    await consentAnswers(page);
    expect(await page.getByRole('button', { name: 'Tout refuser' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('follows the header’s link to the personal area, in each language', async () => {
    const areas = [
      ['/', 'Menu', 'Mon dossier voyageur', '/dossier-voyageur'],
      ['/en', 'Menu', 'My booking', '/en/traveller-file'],
      ['/es', 'Menú', 'Mi reserva', '/es/expediente-de-viaje'],
      ['/it', 'Menu', 'La mia prenotazione', '/it/dossier-di-viaggio'],
    ] as const;
    for (const [home, menu, name, area] of areas) {
      const { page, errors } = await arrive(browser, home, viewport);
      await reachHeader(page);
      // On a phone the link is in the menu, at its root level; on a desktop beside the mega menu.
      if (phone) await click(page.getByRole('button', { name: menu, exact: true }));
      const account = page.getByRole('link', { name, exact: true });
      await tabTo(account, { limit: 60 });
      await press(page, 'Enter');
      await page.waitForURL((url) => url.pathname === area);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('pays on a page with the logo and the locale bar only: no crisis banner there, which the other pages show', async () => {
    const crisis = 'Mouvement social : trafic perturbé sur les TER et Intercités';
    const { page, errors } = await arrive(browser, '/cartes-cadeaux/achat', viewport);
    await sees(page.getByText(crisis));
    await page.goto(new URL('/paiement-securise?ref=ABC123', page.url()).toString());
    await pause(page);
    await sees(page.getByRole('link', { name: 'Quai, accueil' }));
    expect(await page.getByText(crisis).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Mon dossier voyageur' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
