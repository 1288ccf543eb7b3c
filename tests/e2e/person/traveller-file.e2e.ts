import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser';
import { arrive, sees, click, keepScreenshot, press, WIDTHS } from './pace';
import { typeLookup } from './traveller-file-lookup';

/** The traveller file at a person's pace: a booking looked up, its tickets, a ticket's code, its PDF, the return journey. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.concurrent.each(WIDTHS)('traveller file at %s', (_width, viewport) => {
  it('looks QUAI01 up, shows a ticket’s code, opens its PDF and switches to the return journey', async () => {
    const { page, errors } = await arrive(browser, '/dossier-voyageur', viewport);
    await typeLookup(page, 'QUAI01', 'Martin');
    await press(page, 'Enter');
    await page.waitForURL(/\/dossier-voyageur\/billets$/);
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Claire Martin', 'Louis Martin']);

    const card = page.getByRole('article').first();
    await click(card.getByRole('button', { name: 'Afficher le code du billet' }));
    await sees(card.getByRole('img', { name: 'Code du billet 6103 de Claire Martin' }));
    expect(await card.getByRole('button', { name: 'Masquer le code du billet' }).getAttribute('aria-expanded')).toBe('true');
    // The TER leg's code is a QR code.
    const ter = page.getByRole('article', { name: /17479$/ }).first();
    await click(ter.getByRole('button', { name: 'Afficher le code du billet' }));
    await sees(ter.getByRole('img', { name: 'Code du billet 17479 de Claire Martin' }));
    await keepScreenshot(page, 'traveller-file-codes');

    // The PDF opens in a new window: what that window receives is a PDF.
    const pdf = page.context().waitForEvent('response', (response) => response.url().includes('/api/pao/pdf-file?'));
    await click(card.getByRole('button', { name: /^Télécharger le billet \(PDF\)/ }));
    const answer = await pdf;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');

    await click(page.getByRole('link', { name: 'Retour' }));
    expect(await page.getByRole('link', { name: 'Retour' }).getAttribute('aria-current')).toBe('true');
    expect(await card.getByRole('heading', { level: 4 }).textContent()).toBe('TGV INOUI 6180');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
