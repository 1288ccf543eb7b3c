import type { Locator, Page } from 'playwright-core';
import { click, press, sees, tabTo, type } from './pace';

/** The purchase tunnel at a person's pace, as the gift-card journeys go through it. */

/** Fills the tunnel's first step for 50 €, moving from field to field with Tab, and goes on to the summary. */
export async function personalise(page: Page, message: string) {
  await click(page.getByRole('button', { name: /^50,00/ }));
  await click(page.getByLabel('Message personnalisé'));
  await type(page.getByLabel('Message personnalisé'), message);
  const buyerName = page.getByLabel('Nom', { exact: true }).first();
  await tabTo(buyerName);
  await type(buyerName, 'Bernard');
  for (const [field, text] of [
    [page.getByLabel('Prénom').first(), 'Louis'],
    [page.getByLabel('Adresse e-mail', { exact: true }), 'louis.bernard@example.com'],
    [page.getByLabel('Confirmez l’adresse e-mail').first(), 'louis.bernard@example.com'],
    [page.getByLabel('Nom', { exact: true }).nth(1), 'Martin'],
    [page.getByLabel('Prénom').nth(1), 'Camille'],
  ] as Array<[Locator, string]>) {
    await tabTo(field);
    await type(field, text);
  }
  await click(page.getByRole('button', { name: 'Continuer' }));
  await sees(page.getByRole('heading', { name: 'Récapitulatif' }));
}

/** Ticks the terms with the keyboard: the pay button, disabled until then, can be pressed. */
export async function acceptTerms(page: Page) {
  expect(await page.getByRole('button', { name: /^Payer/ }).isDisabled()).toBe(true);
  const terms = page.getByRole('checkbox');
  await terms.focus();
  await press(page, 'Space');
  expect(await terms.isChecked()).toBe(true);
}

/** Accepts the terms and pays: the operator's payment page opens. */
export async function toPaymentPage(page: Page) {
  await acceptTerms(page);
  await click(page.getByRole('button', { name: /^Payer/ }));
  await page.waitForURL(/\/_test-psp\/pay\//);
}

/** Pays on the operator's payment page with the test card that is accepted, and sees the confirmation. */
export async function payWithTestCard(page: Page) {
  await type(page.getByLabel('Numéro de carte'), '4242 4242 4242 4242');
  await type(page.getByLabel('Expiration (MM/AA)'), '12/39');
  await type(page.getByLabel('Cryptogramme'), '123');
  await click(page.getByRole('button', { name: /^Payer/ }));
  await page.waitForURL(/\/cartes-cadeaux\/confirmation\?key=/);
  await sees(page.getByText('Un e-mail de confirmation vous a été envoyé.'));
}
