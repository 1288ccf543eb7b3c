import { createPublicKey, type KeyObject } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { verifyTicket } from '../../site/bff/traveller-file/ticket-payload';
import { readBarcodeBytes } from '../../tools/ticket/read-barcode';
import { pageTexts } from '../helpers/pdf';
import { axeViolations, baseUrl, decidedConsentCookie, DESKTOP, launchBrowser, MOBILE, reachBlock } from './browser';
import { layoutShift } from './layout-shift';
import { lookUp } from './traveller-file-lookup';

const server = { url: '' };
let publicKey: KeyObject;
let browser: Browser;
beforeAll(async () => {
  server.url = baseUrl();
  // The key controllers use: the test checks the codes' signatures with it, as a controller would.
  publicKey = createPublicKey(await (await fetch(`${server.url}/api/pao/ticket-public-key`)).text());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A visitor who accepted audience measurement, so the data layer records clicks. */
async function visitor(
  viewport: { width: number; height: number },
  options: { javaScript?: boolean; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport,
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScript ?? true,
  });
  const consent = decidedConsentCookie(server.url);
  const decision = JSON.parse(decodeURIComponent(consent.value)) as { categories: string[] };
  decision.categories = ['necessary', 'analytics'];
  await context.addCookies([{ ...consent, value: encodeURIComponent(JSON.stringify(decision)) }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

describe.each([
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
])('traveller file at %s', (_label, viewport) => {
  it('looks QUAI01 up, shows a decodable signed code, downloads the PDF and toggles the return journey', async () => {
    const { context, page, errors } = await visitor(viewport);
    await page.goto(`${server.url}/dossier-voyageur`, { waitUntil: 'networkidle' });
    expect(await axeViolations(page)).toEqual([]);
    await lookUp(page, server.url, 'quai01', 'martin');
    await page.waitForURL(`${server.url}/dossier-voyageur/billets`);
    await reachBlock(page, 'traveller-file');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Claire Martin', 'Louis Martin']);
    const slideWidth = await page
      .locator('[aria-roledescription="slide"]')
      .first()
      .evaluate((slide) => slide.getBoundingClientRect().width);
    expect(slideWidth).toBe(viewport.width >= 768 ? 312 : 272);

    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Afficher le code du billet' }).click();
    const image = card.getByRole('img', { name: 'Code du billet 6103 de Claire Martin' });
    await image.waitFor();
    expect(await card.getByRole('button', { name: 'Masquer le code du billet' }).getAttribute('aria-expanded')).toBe('true');
    const source = (await image.getAttribute('src'))!;
    const [content] = await readBarcodeBytes(Buffer.from(source.replace('data:image/png;base64,', ''), 'base64'));
    expect(verifyTicket(content!, publicKey)).toMatchObject({
      valid: true,
      data: {
        ref: 'QUAI01',
        passenger: 'Claire Martin',
        train: '6103',
        trainType: 'EURO_SC',
        from: 'Paris Gare de Lyon',
        to: 'Marseille Saint-Charles',
      },
    });
    // The TER leg's code is the QR code a phone shows; it carries its own signed data.
    const ter = page.getByRole('article', { name: /17479$/ }).first();
    await ter.getByRole('button', { name: 'Afficher le code du billet' }).click();
    const qr = ter.getByRole('img', { name: 'Code du billet 17479 de Claire Martin' });
    await qr.waitFor();
    const [terContent] = await readBarcodeBytes(
      Buffer.from((await qr.getAttribute('src'))!.replace('data:image/png;base64,', ''), 'base64'),
    );
    expect(verifyTicket(terContent!, publicKey)).toMatchObject({
      valid: true,
      data: { ref: 'QUAI01', passenger: 'Claire Martin', train: '17479', trainType: 'TER', from: 'Marseille Saint-Charles', to: 'Nice' },
    });

    // The document opens in a new window: its request belongs to the context. The test reads the answer the window gets
    // (not the PDFs the page saves for offline use in the background, which it fetches itself).
    const pdfAnswer = new Promise<Buffer>((resolve) =>
      context.route('**/api/pao/pdf-file?**', async (route) => {
        if (!route.request().isNavigationRequest()) return route.continue();
        const response = await route.fetch();
        resolve(await response.body());
        await route.fulfill({ response });
      }),
    );
    await card.getByRole('button', { name: /^Télécharger le billet \(PDF\)/ }).click();
    const pdf = await PDFDocument.load(await pdfAnswer);
    expect(pdf.getPageCount()).toBe(1);
    expect(pageTexts(pdf)[0]).toContain('Claire Martin');
    const dataLayer = await page.evaluate(
      () => (window as unknown as { dataLayer: Array<{ event: string; click_label?: string }> }).dataLayer,
    );
    expect(dataLayer).toContainEqual(
      expect.objectContaining({ event: 'click.download', click_label: expect.stringContaining('Télécharger le billet (PDF)') }),
    );

    await page.getByRole('link', { name: 'Retour' }).click();
    expect(await page.getByRole('link', { name: 'Retour' }).getAttribute('aria-current')).toBe('true');
    expect(await card.getByRole('heading', { level: 4 }).textContent()).toBe('TGV INOUI 6180');
    expect(await card.getByRole('img').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('shows a cancelled booking with its heading, a wrong name as the reference field’s error, and the Eurostar warning, in the dark theme', async () => {
    const { context, page } = await visitor(viewport, { colorScheme: 'dark' });
    await lookUp(page, server.url, 'QUAI02', 'Bernard');
    await page.getByRole('heading', { name: 'Ce dossier a été annulé' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await lookUp(page, server.url, 'QUAI01', 'Dupont');
    const reference = page.getByRole('textbox', { name: 'Référence du dossier' });
    await page.getByText('Aucun dossier ne correspond à cette référence et à ce nom.').waitFor();
    expect(await reference.getAttribute('aria-invalid')).toBe('true');
    expect(await reference.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await lookUp(page, server.url, 'QUAI03', 'dubois');
    await page.getByRole('note').filter({ hasText: 'Voyage en Eurostar' }).waitFor();
    await reachBlock(page, 'traveller-file');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the tickets saved on the phone', () => {
  it('says so once they are, in a line kept for it from the start: nothing on the page moves', async () => {
    const { context, page, errors } = await visitor(MOBILE);
    await lookUp(page, server.url, 'quai01', 'martin');
    await page.waitForURL(`${server.url}/dossier-voyageur/billets`);
    await page.getByText(/^Billets enregistrés sur cet appareil à \d{2}:\d{2}/).waitFor();
    const shift = await layoutShift(page);
    expect(shift.total, shift.moved.join('\n')).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('traveller file without JavaScript', () => {
  it('posts the lookup, renders the tickets on the server, and shows a refusal on the reference field', async () => {
    const { context, page } = await visitor(MOBILE, { javaScript: false });
    await page.goto(`${server.url}/en/traveller-file`);
    await page.getByLabel('Booking reference').fill('QUAI05');
    await page.getByLabel('Passenger’s last name').fill('garcia');
    await page.getByRole('button', { name: 'Show my tickets' }).click();
    await page.waitForURL(`${server.url}/en/traveller-file/tickets`);
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Lucía García']);
    expect((await page.request.get(`${server.url}/en/traveller-file/tickets`)).headers()['cache-control']).toBe('private, no-store');
    expect(await page.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['Intercités 8606']);
    await page.getByRole('link', { name: 'Return' }).click();
    expect(await page.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['Intercités 8619']);

    await page.goto(`${server.url}/en/traveller-file`);
    await page.getByLabel('Booking reference').fill('QUAI05');
    await page.getByLabel('Passenger’s last name').fill('Martin');
    await page.getByRole('button', { name: 'Show my tickets' }).click();
    await page.getByText('No booking matches this reference and name.').waitFor();
    expect(await page.getByLabel('Booking reference').getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('sends a visitor without a live lookup from the tickets page to the lookup page', async () => {
    const { context, page } = await visitor(DESKTOP, { javaScript: false });
    await page.goto(`${server.url}/it/dossier-di-viaggio/biglietti`);
    expect(new URL(page.url()).pathname).toBe('/it/dossier-di-viaggio');
    await context.close();
  });
});
