import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser';
import { fillContactForm, openContactForm, sendWithKeyboard } from './contact-form';
import { keepScreenshot, pause, press, WIDTHS } from './pace';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A photo of 3 MB: over the attachment's 2 MB. */
const PHOTO = { name: 'photo-billet.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(3 * 1024 * 1024, 0xff) };
const REFUSED = 'Le fichier photo-billet.jpg dépasse la taille maximale de 2 MB.';

describe('a person attaches a file too large for an optional field', () => {
  for (const [, viewport] of WIDTHS) {
    it(`at ${viewport.width} px: the file is refused with its message, and the message is sent without it`, async () => {
      const { page, sent } = await openContactForm(browser, viewport);
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/webformFile') uploads.push(request.url());
      });
      await fillContactForm(page, { name: 'Camille Martin', email: 'camille@exemple.fr', message: 'Voici mon billet.' });
      // Back to the attachment with the mouse, then the file chooser.
      const attachment = page.getByLabel('Pièce jointe');
      await attachment.scrollIntoViewIfNeeded();
      await pause(page);
      await attachment.setInputFiles(PHOTO);
      await pause(page);
      // The person sees why, under the field; nothing was sent.
      const refused = page.getByText(REFUSED);
      expect(await refused.isVisible()).toBe(true);
      const [field, message] = [await attachment.boundingBox(), await refused.boundingBox()];
      expect(message!.y).toBeGreaterThan(field!.y);
      expect(uploads).toEqual([]);
      expect(await page.getByText(/Le formulaire contient/).count()).toBe(0);
      await keepScreenshot(page, 'optional-file-1-refused');

      // The refusal does not hold the form: Tab on to the send button and send.
      await attachment.focus();
      await press(page, 'Tab');
      await sendWithKeyboard(page);
      await page.getByText('Merci, votre message est bien envoyé.', { exact: false }).waitFor();
      await pause(page);
      expect(sent).toEqual([200]);
      expect(await page.getByText(/Le formulaire contient/).count()).toBe(0);
      expect(await page.getByText(REFUSED).count()).toBe(0);
      await keepScreenshot(page, 'optional-file-2-sent');
      await page.context().close();
      // A person's pace: a form typed key by key, a second after each action.
    }, 180_000);
  }
});
