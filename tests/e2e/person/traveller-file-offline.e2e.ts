import type { Browser, Locator, Page } from 'playwright-core';
import { readBarcodeBytes } from '../../../tools/ticket/read-barcode';
import { launchBrowser } from '../browser';
import { arrive, click, keepScreenshot, pause, press, sees, tabTo, WIDTHS } from './pace';
import { typeLookup } from './traveller-file-lookup';

/**
 * The tickets on a train with no signal, at a person's pace: a booking looked up once with a
 * connection, then the browser cut off (its offline mode), the page loaded again, a code shown
 * and read, a PDF and the train's page opened; back online, then "Se déconnecter", after which
 * nothing is kept.
 * The booking's trains, times and stations are never written here: the test reads them online.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Shows the code of a travel card and reads the barcode's bytes, as a controller's scanner would. */
async function scanCode(card: Locator): Promise<string> {
  await click(card.getByRole('button', { name: 'Afficher le code du billet' }));
  const image = card.getByRole('img', { name: /^Code du billet / });
  await sees(image);
  const source = (await image.getAttribute('src')) ?? '';
  const [content] = await readBarcodeBytes(Buffer.from(source.replace('data:image/png;base64,', ''), 'base64'));
  await click(card.getByRole('button', { name: 'Masquer le code du billet' }));
  return new TextDecoder().decode(content);
}

/** What the browser keeps for this site: its caches and its service workers. */
const keptInBrowser = (page: Page) =>
  page.evaluate(async () => ({ caches: await caches.keys(), workers: (await navigator.serviceWorker.getRegistrations()).length }));

/** Policy violations (the CSP) the console reported. */
const policyViolations = (errors: string[]) => errors.filter((error) => /Content Security Policy|Refused to/i.test(error));

/** The saved copy's time, as "HH:MM" in Paris, at the browser's instant `at`. */
const parisTime = (at: number) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', timeStyle: 'short' }).format(at);

describe.concurrent.each(WIDTHS)('tickets offline at %s', (_width, viewport) => {
  it('opens QUAI01 once online, then offline shows the saved tickets, the same codes and a PDF; after leaving, nothing is kept', async () => {
    const { page, errors } = await arrive(browser, '/dossier-voyageur', viewport);
    const context = page.context();
    await typeLookup(page, 'QUAI01', 'Martin');
    const before = Date.now();
    await press(page, 'Enter');
    await page.waitForURL(/\/dossier-voyageur\/billets$/);

    // Online: the page says once its tickets are saved on the device (the PDFs take a moment to draw).
    const saved = page.getByText(/^Billets enregistrés sur cet appareil à \d\d:\d\d/);
    await saved.waitFor({ timeout: 90_000 });
    const savedAt = (await saved.textContent())!.match(/\d\d:\d\d/)![0];
    expect([parisTime(before), parisTime(Date.now())]).toContain(savedAt);
    const passengers = await page.getByRole('heading', { level: 3 }).allTextContents();
    const trains = await page.getByRole('heading', { level: 4 }).allTextContents();
    const onlineCode = await scanCode(page.getByRole('article').first());
    expect(onlineCode).toMatch(/^QT1\|/);
    expect(policyViolations(errors)).toEqual([]);

    // The network is cut: the page comes back from the device, says so, and how old it is.
    await context.setOffline(true);
    await pause(page);
    await page.reload();
    await pause(page);
    await sees(
      page.getByText(`Hors connexion : voici vos billets enregistrés à ${savedAt}. Les horaires en temps réel ne sont pas disponibles.`),
    );
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(passengers);
    expect(await page.getByRole('heading', { level: 4 }).allTextContents()).toEqual(trains);
    // The code shown offline is the one the server signed: the same bytes as online.
    expect(await scanCode(page.getByRole('article').first())).toBe(onlineCode);
    await keepScreenshot(page, 'traveller-file-offline');

    // The ticket's PDF opens offline too, from the saved copy.
    const pdf = context.waitForEvent('response', (response) => response.url().endsWith('.pdf'));
    await click(
      page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Télécharger le billet \(PDF\)/ }),
    );
    const file = await pdf;
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect(file.fromServiceWorker()).toBe(true);
    // The window shows it in the browser's viewer; its bytes, as the device keeps them, are a PDF.
    const head = await page.evaluate(
      async (url) => new TextDecoder().decode((await (await fetch(url)).arrayBuffer()).slice(0, 5)),
      file.url(),
    );
    expect(head).toBe('%PDF-');
    // The PDF's window stays open behind the page, as a person leaves a tab: closing a page of a
    // context whose network is emulated offline makes Chromium tell the others they are online
    // (an 'online' event, so a reload, that no real network sends), which would race the next click.
    await page.bringToFront();

    // The train's page of that travel opens offline too: its stops and platforms, said to be the saved ones.
    const trainNumber = trains[0]!.split(' ').at(-1)!;
    await click(page.getByRole('article').first().getByRole('link', { name: 'Arrêts, voie et composition du train' }));
    await page.waitForURL(new RegExp(`numeroCirculation=${trainNumber}`));
    await sees(
      page.getByText(
        `Hors connexion : informations du train enregistrées avec vos billets à ${savedAt}. Les horaires en temps réel ne sont pas disponibles.`,
      ),
    );
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toContainEqual(expect.stringContaining(trainNumber));
    await keepScreenshot(page, 'traveller-file-offline-train');
    await page.goBack();
    await sees(page.getByRole('heading', { level: 3 }).first());

    // Back online, the page loads again by itself: the live page, without the offline notice.
    await context.setOffline(false);
    await sees(saved);
    // It saves its tickets again meanwhile (codes and PDFs drawn anew), as long as the first save took.
    await page.waitForLoadState('networkidle', { timeout: 90_000 });
    expect(await page.getByText(/^Hors connexion/).count()).toBe(0);
    expect(policyViolations(errors)).toEqual([]);

    // The visitor leaves the traveller file: nothing of the booking stays in the browser.
    const leave = page.getByRole('button', { name: 'Se déconnecter' });
    await tabTo(leave, { limit: 80 });
    await press(page, 'Enter');
    await page.waitForURL(/\/dossier-voyageur$/);
    await pause(page);
    expect(await keptInBrowser(page)).toEqual({ caches: [], workers: 0 });
    await context.setOffline(true);
    await expect(page.goto(new URL('/dossier-voyageur/billets', page.url()).toString())).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.close();
  });
});
