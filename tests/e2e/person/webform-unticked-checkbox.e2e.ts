import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, serverDataDirectory } from '../browser';
import { fillContactForm, openContactForm, sendWithKeyboard } from './contact-form';
import { click, pause } from './pace';

/** A checkbox the visitor leaves unticked, or ticks then unticks, is stored as '0', as Drupal stores it. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The stored contact submission whose message is the given one. */
function storedContact(message: string): Record<string, unknown> | undefined {
  const db = new Database(join(serverDataDirectory(), 'quai.sqlite'), { readonly: true });
  try {
    const rows = db.prepare("select data from webform_submission where webform_id = 'contact'").all() as Array<{ data: string }>;
    return rows.map((row) => JSON.parse(row.data) as Record<string, unknown>).find((data) => data.message === message);
  } finally {
    db.close();
  }
}

describe('the contact form’s newsletter box', () => {
  it.each([
    ['left unticked', 0],
    ['ticked, then unticked', 2],
  ] as const)(
    '%s, is stored as 0',
    async (_how, clicks) => {
      const { page, sent } = await openContactForm(browser, { width: 1280, height: 900 });
      const message = `Newsletter ${clicks} fois cliquée, ${Date.now()}`;
      await fillContactForm(page, { name: 'Camille Martin', email: 'camille@exemple.fr', message });
      const newsletter = page.getByRole('checkbox', { name: /Je souhaite recevoir les actualités/ });
      for (let done = 0; done < clicks; done++) await click(newsletter);
      expect(await newsletter.isChecked()).toBe(false);
      await sendWithKeyboard(page);
      await page.getByText('Merci, votre message est bien envoyé.', { exact: false }).waitFor();
      await pause(page);
      expect(sent).toEqual([200]);
      expect(storedContact(message)).toMatchObject({ newsletter: '0', privacy: '1' });
      await page.context().close();
    },
    180_000,
  );
});
