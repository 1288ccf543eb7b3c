import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser';
import { fillContactForm, openContactForm, sendWithKeyboard } from './contact-form';
import { keepScreenshot, pause, WIDTHS } from './pace';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const CONFIRMED = 'Merci, votre message est bien envoyé.';

describe('a person sends the contact form twice in a row', () => {
  for (const [, viewport] of WIDTHS) {
    it(`at ${viewport.width} px: the second message goes as the first, from a form that shows empty and is empty`, async () => {
      const { page, sent } = await openContactForm(browser, viewport);
      await fillContactForm(page, { name: 'Camille Martin', email: 'camille@exemple.fr', message: 'Le TER de 7 h 12 roule-t-il lundi ?' });
      await sendWithKeyboard(page);
      await page.getByText(CONFIRMED, { exact: false }).waitFor();
      await pause(page);
      expect(sent).toEqual([200]);
      // What the person sees: the message, then a form whose every box is empty, the e-mail pair too.
      expect(await page.getByText(CONFIRMED, { exact: false }).isVisible()).toBe(true);
      for (const label of ['Nom et prénom', /^Adresse e-mail/, /^Confirmez votre adresse e-mail/, 'Votre message'])
        expect(await page.getByLabel(label).inputValue()).toBe('');
      expect(await page.getByRole('checkbox', { name: /J'accepte les/ }).isChecked()).toBe(false);
      await keepScreenshot(page, 'resend-1-first-sent');

      // A new robot check is solved for the next message; then the person writes again.
      await page.getByText('Vérification anti-robot réussie.').waitFor();
      await pause(page);
      await fillContactForm(page, { name: 'Louis Bernard', email: 'louis@exemple.fr', message: 'Et le TER de 8 h 05 ?' });
      await keepScreenshot(page, 'resend-2-second-filled');
      await sendWithKeyboard(page);
      await page.getByText(CONFIRMED, { exact: false }).waitFor();
      await pause(page);
      expect(sent).toEqual([200, 200]);
      expect(await page.getByText(/Le formulaire contient/).count()).toBe(0);
      expect(await page.getByText('Ce champ est obligatoire.').count()).toBe(0);
      expect(await page.getByLabel(/^Adresse e-mail/).inputValue()).toBe('');
      await keepScreenshot(page, 'resend-3-second-sent');
      await page.context().close();
      // A person's pace: two forms typed key by key, a second after each action.
    }, 240_000);
  }
});
