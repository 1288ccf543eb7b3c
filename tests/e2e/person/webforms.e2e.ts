import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, reachForm } from '../browser';
import { testDay } from '../test-now';
import { arrive, click, dateKeys, keepScreenshot, press, sees, tabTo, type, WIDTHS } from './pace';

/** Webforms at a person's pace: an assistance request, a claim with a proof uploaded and a VAT number checked, a wizard form. */

/** A small but real PDF: the server sniffs uploads. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A box ticked by clicking its label, as a person does. */
const tick = (page: Page, label: string) => click(page.getByText(label, { exact: true }));

/** Opens a form on the tests' day: its date fields judge what is typed against the browser's today. */
async function openForm(path: string, viewport: { width: number; height: number }) {
  const opened = await arrive(browser, path, viewport, { testClock: true });
  await reachForm(opened.page);
  return opened;
}

async function typeInto(field: Locator, text: string) {
  await tabTo(field);
  await type(field, text);
}

describe.concurrent.each(WIDTHS)('webforms at %s', (_width, viewport) => {
  it('books assistance: a date and time, two needs, the wheelchair’s details, contact by e-mail', async () => {
    const { page, errors } = await openForm('/assistance-voyageurs', viewport);
    const day = page.getByLabel('Date', { exact: true });
    await click(day);
    await type(day, dateKeys(testDay(1)));
    await typeInto(page.getByLabel('Heure', { exact: true }), '09:30');
    await tick(page, 'Je me déplace en fauteuil roulant');
    await tick(page, 'J’ai besoin d’aide pour mes bagages');
    // What the first need reveals, shown once ticked.
    await sees(page.getByText('Manuel', { exact: true }));
    await tick(page, 'Manuel');
    await tick(page, 'Par e-mail');
    await typeInto(page.getByLabel('Adresse e-mail'), 'camille.martin@example.com');
    await keepScreenshot(page, 'webform-assistance');
    await click(page.getByRole('button', { name: 'Réserver l’assistance' }));
    await sees(page.getByText('Votre demande d’assistance est enregistrée.', { exact: false }));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Demande envoyée');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('files a claim with a proof and a company VAT number checked', async () => {
    const { page, errors } = await openForm('/reclamation', viewport);
    const reference = page.getByLabel('Référence du dossier');
    await click(reference);
    await type(reference, 'ab12cd');
    expect(await reference.inputValue()).toBe('AB12CD');
    // A claim is about a journey made: yesterday's.
    await typeInto(page.getByLabel('Date du voyage'), dateKeys(testDay(-1)));
    const station = page.getByRole('combobox', { name: 'Gare de départ' });
    await typeInto(station, 'Lyon Part');
    await click(page.getByRole('option', { name: 'Lyon Part Dieu' }));
    await press(page, 'Tab');
    expect(await station.inputValue()).toBe('Lyon Part Dieu');
    await tick(page, 'Retard à l’arrivée');
    await typeInto(page.getByLabel('Retard à l’arrivée, en minutes'), '45');
    await page.getByLabel(/^Justificatifs/).setInputFiles({ name: 'billet.pdf', mimeType: 'application/pdf', buffer: PDF });
    await sees(page.getByText('billet.pdf (1 KB)'));
    await tick(page, 'Je réclame au nom d’une entreprise');
    const country = page.getByLabel('Pays de résidence fiscale');
    await sees(country);
    await tabTo(country);
    await country.selectOption('FR');
    await typeInto(page.getByLabel('Numéro de TVA', { exact: true }), 'FR40303265045');
    await click(page.getByRole('button', { name: 'Vérifier le numéro' }));
    await sees(page.getByText('Numéro de TVA valide.'));
    await keepScreenshot(page, 'webform-claim');
    await click(page.getByRole('button', { name: 'Déposer ma réclamation' }));
    await sees(page.getByText('Votre réclamation est enregistrée. Nous vous répondons sous 30 jours.'));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('goes through the group travel wizard, back once, and sends it', async () => {
    const { page, errors } = await openForm('/voyage-en-groupe', viewport);
    const from = page.getByLabel('Gare de départ');
    await click(from);
    await type(from, 'Lyon Part-Dieu');
    await typeInto(page.getByLabel('Gare d’arrivée'), 'Nice Ville');
    await typeInto(page.getByLabel('Date du voyage'), dateKeys(testDay(1)));
    await click(page.getByRole('button', { name: 'Continuer' }));
    await sees(page.getByRole('heading', { name: 'Le groupe' }));
    await click(page.getByRole('button', { name: 'Précédent' }));
    expect(await page.getByLabel('Gare d’arrivée').inputValue()).toBe('Nice Ville');
    await click(page.getByRole('button', { name: 'Continuer' }));
    const travellers = page.getByLabel('Nombre de voyageurs');
    await click(travellers);
    await type(travellers, '24');
    await tick(page, 'Scolaire');
    await click(page.getByRole('button', { name: 'Suivant' }));
    const manager = page.getByLabel('Nom du responsable');
    await click(manager);
    await type(manager, 'Camille Martin');
    await typeInto(page.getByLabel('Adresse e-mail'), 'camille@example.org');
    await click(page.getByRole('button', { name: 'Suivant' }));
    await sees(page.getByRole('heading', { name: 'Vérifier votre demande' }));
    await keepScreenshot(page, 'webform-wizard-review');
    await click(page.getByRole('button', { name: 'Envoyer la demande' }));
    await sees(page.getByText('Merci, notre équipe groupes vous répond sous 5 jours ouvrés.'));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
