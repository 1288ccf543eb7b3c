import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, decidedConsentCookie } from '../browser';

/** A phone held upright and a laptop: the two widths a person fills the contact form at. */
export const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

/** What a person takes after each action before the next: long enough to read what changed. */
export const pause = (page: Page) => page.waitForTimeout(1000);

/** Keys typed one at a time, as a person types, then the pause. */
async function typeSlowly(field: Locator, text: string): Promise<void> {
  await field.pressSequentially(text, { delay: 100 });
  await pause(field.page());
}

/** Tab to the next field, then the pause. */
export async function tab(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await pause(page);
}

/** Tab, pausing each time, until the given control has focus (a person counts their way there). */
async function tabTo(page: Page, control: Locator, atMost = 8): Promise<void> {
  for (let presses = 0; presses < atMost; presses++) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await tab(page);
  }
  throw new Error(`${atMost} presses of Tab did not reach the control`);
}

/** A screenshot of the whole page, kept out of the project, to look at after the run. */
export async function snapshot(page: Page, name: string): Promise<string> {
  const folder = join(tmpdir(), 'quai-person-journeys');
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** The French contact page, hydrated, its robot check solved, with the POSTs of the form counted. */
export async function openContactForm(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([decidedConsentCookie(baseUrl())]);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const sent: number[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/webform' && response.request().method() === 'POST') sent.push(response.status());
  });
  await page.goto(new URL('/nous-contacter', baseUrl()).toString(), { waitUntil: 'load' });
  await page.locator('form[data-ready]').waitFor();
  await page.getByText('Vérification anti-robot réussie.').waitFor();
  await pause(page);
  return { page, sent };
}

/**
 * The required fields filled as a person does: the mouse to the name, keys one by one, Tab from
 * the e-mail to its confirmation, the mouse for the subject and the message, Tab and Space for
 * the terms checkbox. Asserts what the person sees along the way.
 */
export async function fillContactForm(page: Page, person: { name: string; email: string; message: string }): Promise<void> {
  const name = page.getByLabel('Nom et prénom');
  await name.click();
  await pause(page);
  await typeSlowly(name, person.name);
  expect(await name.inputValue()).toBe(person.name);
  const email = page.getByLabel(/^Adresse e-mail/);
  await email.click();
  await pause(page);
  await typeSlowly(email, person.email);
  await tab(page);
  const confirm = page.getByLabel(/^Confirmez votre adresse e-mail/);
  expect(await confirm.evaluate((element) => element === document.activeElement)).toBe(true);
  await typeSlowly(confirm, person.email);
  expect(await page.getByText('Les adresses e-mail saisies ne correspondent pas.').count()).toBe(0);
  await page.getByLabel('Objet de votre demande').selectOption('horaires');
  await pause(page);
  const message = page.getByLabel('Votre message');
  await message.click();
  await pause(page);
  await typeSlowly(message, person.message);
  const terms = page.getByRole('checkbox', { name: /J'accepte les/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await pause(page);
  expect(await terms.isChecked()).toBe(true);
}

/** Tab to the send button and press Enter, as a keyboard user sends. */
export async function sendWithKeyboard(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Envoyer le message' }));
  await page.keyboard.press('Enter');
  await pause(page);
}
