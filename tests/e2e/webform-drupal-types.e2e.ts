import type { Browser } from 'playwright-core';
import { axeViolations, DESKTOP, launchBrowser, MOBILE, openPage, reachForm } from './browser';

/**
 * The element types real Drupal sites use that came last (scale, more, variant), in the
 * gallery's example form: used with the keyboard at both widths, and checked with axe.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a form with a scale, more information and a variant', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`is used with the keyboard and has no axe violation (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(browser, '/_blocks/webform-block/4', viewport);
      await reachForm(page);
      expect(await axeViolations(page)).toEqual([]);
      // The variant shows nothing.
      expect(await page.getByText('Variante').count()).toBe(0);
      // The scale is required: sending without it says so, and the summary leads to it.
      await page.getByRole('button', { name: 'Envoyer' }).click();
      // (The gallery page carries no webform messages: the summary's words are checked on the site's pages.)
      await page.getByRole('alert').getByText('Propreté de la voiture').waitFor();
      const scale = page.getByRole('group', { name: /Propreté de la voiture/ });
      await scale.getByRole('radio', { name: '1 (Sale)' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await scale.getByRole('radio', { name: '3' }).isChecked()).toBe(true);
      // The computed element follows the scale.
      await page.getByText('Propreté : 3 sur 5').waitFor();
      // More information opens from the keyboard.
      await page.getByText('Pourquoi cette question ?').focus();
      await page.keyboard.press('Enter');
      await page.getByText('Vos notes guident le nettoyage des rames.').waitFor({ state: 'visible' });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
