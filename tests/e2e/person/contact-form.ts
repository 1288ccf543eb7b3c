import type { Browser, Page } from 'playwright-core';
import { baseUrl, decidedConsentCookie, reachForm } from '../browser';
import { click, isFocused, pause, press, tabTo, type } from './pace';

/** The French contact page, hydrated, its robot check solved, with the POSTs of the form counted. */
export async function openContactForm(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([decidedConsentCookie(baseUrl())]);
  const page = await context.newPage();
  const sent: number[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/webform' && response.request().method() === 'POST') sent.push(response.status());
  });
  await page.goto(new URL('/nous-contacter', baseUrl()).toString(), { waitUntil: 'load' });
  await reachForm(page);
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
  await click(name);
  await type(name, person.name);
  expect(await name.inputValue()).toBe(person.name);
  const email = page.getByLabel(/^Adresse e-mail/);
  await click(email);
  await type(email, person.email);
  await press(page, 'Tab');
  const confirm = page.getByLabel(/^Confirmez votre adresse e-mail/);
  expect(await isFocused(confirm)).toBe(true);
  await type(confirm, person.email);
  expect(await page.getByText('Les adresses e-mail saisies ne correspondent pas.').count()).toBe(0);
  await page.getByLabel('Objet de votre demande').selectOption('horaires');
  await pause(page);
  const message = page.getByLabel('Votre message');
  await click(message);
  await type(message, person.message);
  const terms = page.getByRole('checkbox', { name: /J'accepte les/ });
  await tabTo(terms);
  await press(page, 'Space');
  expect(await terms.isChecked()).toBe(true);
}

/** Tab to the send button and press Enter, as a keyboard user sends. */
export async function sendWithKeyboard(page: Page): Promise<void> {
  await tabTo(page.getByRole('button', { name: 'Envoyer le message' }));
  await press(page, 'Enter');
}
