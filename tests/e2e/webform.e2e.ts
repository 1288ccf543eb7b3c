import type { Browser, Page } from 'playwright-core';
import { axeViolations, DESKTOP, keptTabs, launchBrowser, MOBILE, openPage, reachForm } from './browser';

/** A small but real PDF: the server sniffs uploads, so the bytes must be a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openForm(path: string, viewport: { width: number; height: number } = MOBILE): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, path, viewport);
  await reachForm(opened.page);
  return opened;
}

describe('webform pages', () => {
  it('sends a claim with an uploaded proof and shows the inline confirmation, whose button starts a new claim', async () => {
    const { page, errors } = await openForm('/reclamation');
    const reference = page.getByLabel('Référence du dossier');
    await reference.fill('ab12cd');
    expect(await reference.inputValue()).toBe('AB12CD');
    await page.getByLabel('Date du voyage').fill('2025-06-01');
    await page.getByRole('combobox', { name: 'Gare de départ' }).fill('Lyon Part');
    await page.getByRole('option', { name: 'Lyon Part Dieu' }).click();
    await page.getByLabel('Retard à l’arrivée', { exact: true }).check();
    await page.getByLabel('Retard à l’arrivée, en minutes').fill('45');
    await page.getByLabel(/^Justificatifs/).setInputFiles({ name: 'billet.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('billet.pdf (1 KB)').waitFor();
    // A text file named .pdf passes the browser's extension rule; the server sniffs it and gives no fid.
    await page
      .getByLabel(/^Justificatifs/)
      .setInputFiles({ name: 'faux.pdf', mimeType: 'application/pdf', buffer: Buffer.from('pas un PDF') });
    await page.getByText("L'envoi du fichier faux.pdf a échoué. Réessayez.").waitFor();
    await page.getByLabel(/^Justificatifs/).setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: PDF });
    await page.getByText(/Le format du fichier virus\.exe n'est pas accepté/).waitFor();
    // The refused files are refused, not the claim: it is sent with the proof that was accepted.
    await page.getByRole('button', { name: 'Déposer ma réclamation' }).click();
    await page.getByText('Votre réclamation est enregistrée. Nous vous répondons sous 30 jours.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Déposer une autre réclamation' }).click();
    expect(await page.getByLabel('Référence du dossier').inputValue()).toBe('');
    // The only failed request is the refused fake PDF.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)']);
  });

  it('shows the errors the server finds under their fields, as HTML, and moves focus there', async () => {
    const { page } = await openForm('/en/contact-us', DESKTOP);
    // The browser checks e-mails too: change the sent body to see the server's own check.
    await page.route('**/api/webform?*', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({
        postData: JSON.stringify({
          ...body,
          email: 'not-an-address',
          phone: { type: '', phone: '0612345678', ext: '123456789012345678901' },
        }),
      });
    });
    await page.getByLabel('Full name').fill('Camille Martin');
    await page.getByLabel(/^E-mail address/).fill('camille@example.com');
    await page.getByLabel('Confirm your e-mail address').fill('camille@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('06 12 34 56 78');
    await page.getByLabel('Subject').selectOption('billets');
    await page.getByLabel('Your message').fill('My e-ticket does not show in my account.');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Send the message' }).click();
    await page.locator('#webform-contact-email-error').getByText('Enter a valid e-mail address, such as name@example.com.').waitFor();
    await page.locator('#webform-contact-phone-error').getByText('The extension has at most 20 digits.').waitFor();
    await page.getByText('The form has 2 errors.').waitFor();
    // Focus goes to the first field in error in form order (the phone), under the summary, whose links lead to the fields in form order.
    const focused = await page.evaluate(() => [document.activeElement?.id, document.activeElement?.getAttribute('aria-invalid')]);
    expect(focused[0]).toMatch(/^webform-contact-phone/);
    expect(focused[1]).toBe('true');
    expect(
      await page
        .getByRole('alert')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['#webform-contact-phone', '#webform-contact-email']);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows fields that depend on others (#states), requires them only while shown, and blocks submit on errors', async () => {
    const { page } = await openForm('/en/passenger-assistance', DESKTOP);
    await page.getByRole('button', { name: 'Book assistance' }).click();
    await page.getByText('The form has 3 errors.').waitFor();
    await page.getByRole('alert').getByRole('link').first().click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('departure[date]');
    expect(await page.getByText('Your wheelchair').count()).toBe(0);
    await page.getByLabel('I use a wheelchair').check();
    await page.getByText('Your wheelchair').waitFor();
    await page.getByLabel('Electric').check();
    const weight = page.getByLabel(/Weight of the electric wheelchair/);
    await weight.fill('120');
    expect(await page.getByText('Weight of the electric wheelchair, in kg').locator('[aria-hidden="true"]').textContent()).toContain('*');
    await page.getByLabel('Manual').check();
    expect(await weight.count()).toBe(0);
    await page.getByLabel('Electric').check();
    expect(await page.getByLabel(/Weight of the electric wheelchair/).inputValue()).toBe('120');
    await page.getByLabel('By text message').check();
    await page.getByLabel('Mobile number').waitFor();
    expect(await page.getByLabel('E-mail address').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('sends the contact form once its captcha is solved and shows the message above a fresh form', async () => {
    const { page } = await openForm('/nous-contacter');
    await page.getByText('Vérification anti-robot réussie.').waitFor();
    await page.getByLabel('Nom et prénom').fill('Camille Martin');
    await page.getByLabel(/^Adresse e-mail/).fill('camille@exemple.fr');
    await page.getByLabel(/^Confirmez votre adresse e-mail/).fill('camille@exemple.fr');
    await page.getByLabel('Objet de votre demande').selectOption('horaires');
    await page.getByLabel('Votre message').fill('Le TER de 7 h 12 circulera-t-il lundi ?');
    await page.getByLabel(/J'accepte les/).check();
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText('Merci, votre message est bien envoyé.', { exact: false }).waitFor();
    expect(await page.getByLabel('Nom et prénom').inputValue()).toBe('');
    // The answer was spent: a new one is solved for the next message.
    await page.getByText('Vérification anti-robot réussie.').waitFor();
  });

  it('shows the closed message of a closed form', async () => {
    const { page } = await openPage(browser, '/objets-trouves', MOBILE);
    await page.getByText(/Les déclarations d’objets perdus en ligne sont suspendues/).waitFor();
    expect(await page.locator('form').count()).toBe(0);
  });

  it('has no accessibility violations at 375 px and 1280 px', async () => {
    // A tab per width, taken from form to form.
    const tabs = keptTabs(() => browser);
    for (const path of ['/nous-contacter', '/reclamation', '/assistance-voyageurs', '/objets-trouves', '/en/contact-us']) {
      for (const viewport of [MOBILE, DESKTOP]) {
        const { page } = await tabs.open(path, viewport);
        expect({ path, width: viewport.width, violations: await axeViolations(page) }).toEqual({
          path,
          width: viewport.width,
          violations: [],
        });
      }
    }
    await tabs.close();
  }, 180_000);
});
