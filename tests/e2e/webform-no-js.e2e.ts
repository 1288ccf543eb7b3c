import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE } from './browser';
import { pageViolations, violationsInEveryLook, visit } from './webform-visit';
import { testDay } from './test-now';

/**
 * Webforms without JavaScript: every form posts to its own page; fields #states would reveal are
 * shown with their condition in words; the server answers errors with the page again (summary
 * with links, messages beside fields, values kept) and an accepted post with 303 to the
 * confirmation. Nothing typed ever appears in an address, with or without scripts.
 */

/** A small but real PDF: the server sniffs uploads. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const EMAIL = 'camille.voyage@exemple.fr';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The day after today in Paris, YYYY-MM-DD (the departure must not be in the past). */
function tomorrow(): string {
  return testDay(1);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('webforms without JavaScript', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`the assistance form with two needs and "by e-mail" reaches its confirmation (JavaScript ${javaScriptEnabled ? 'on' : 'off'}); the e-mail is in no requested address`, async () => {
      const { page, requested, navigations } = await visit(browser, '/assistance-voyageurs', javaScriptEnabled);
      const form = page.getByRole('form', { name: 'Demande d’assistance en gare' });
      expect(await form.getAttribute('method')).toBe('post');
      expect(await form.getAttribute('action')).toBe('/assistance-voyageurs');
      if (!javaScriptEnabled) {
        // What #states would reveal shows with its condition in words.
        await page.getByText('Seulement si vous avez choisi « Par e-mail » à « Comment vous joindre la veille du départ ? ».').waitFor();
        await page.getByText('Seulement si vous avez coché « Je me déplace en fauteuil roulant ».').waitFor();
      }
      await page.getByLabel('Date', { exact: true }).fill(tomorrow());
      await page.getByLabel('Heure', { exact: true }).fill('09:30');
      await page.getByLabel('Je me déplace en fauteuil roulant').check();
      await page.getByLabel('J’ai besoin d’aide pour mes bagages').check();
      await page.getByLabel('Manuel').check();
      await page.getByLabel('Par e-mail').check();
      await page.getByLabel('Adresse e-mail').fill(EMAIL);
      await page.getByRole('button', { name: 'Réserver l’assistance' }).click();
      await page.getByText('Votre demande d’assistance est enregistrée.', { exact: false }).waitFor();
      // The confirmation's heading takes focus.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Demande envoyée');
      if (!javaScriptEnabled) {
        expect(new URL(page.url()).search).toBe('?sent=assistance');
        expect(navigations).toEqual([
          'GET /assistance-voyageurs',
          'POST /assistance-voyageurs',
          'GET /assistance-voyageurs?sent=assistance',
        ]);
      }
      for (const url of requested) expect(decodeURIComponent(url)).not.toContain('camille');
      expect(await pageViolations(browser, page, javaScriptEnabled)).toEqual([]);
      await page.context().close();
    });
  }

  it('refuses an invalid post with the page again: a focused summary linking to each field, messages beside them, values kept', async () => {
    const { page, navigations } = await visit(browser, '/assistance-voyageurs', false);
    await page.getByLabel('Je me déplace en fauteuil roulant').check();
    await page.getByLabel('Autre besoin').check();
    await page.getByLabel('Décrivez votre besoin').fill('Un chien guide voyage avec moi.');
    await page.getByLabel('Par e-mail').check();
    await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Réserver l’assistance' }).click();
    await page.getByRole('heading', { name: 'Le formulaire contient 3 erreurs.' }).waitFor();
    expect(navigations).toEqual(['GET /assistance-voyageurs', 'POST /assistance-voyageurs']);
    const summary = page.getByRole('alert');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    const links = summary.getByRole('link');
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
      '#webform-assistance-departure',
      '#webform-assistance-chair_type',
      '#webform-assistance-contact_email',
    ]);
    expect(await links.nth(2).textContent()).toBe('Adresse e-mail : Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.');
    // The message also shows beside its field, which describes it.
    const email = page.getByLabel('Adresse e-mail');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#webform-assistance-contact_email-error').textContent()).toContain('Saisissez une adresse e-mail valide');
    // Every value typed is there again.
    expect(await email.inputValue()).toBe('pas-une-adresse');
    expect(await page.getByLabel('Décrivez votre besoin').inputValue()).toBe('Un chien guide voyage avec moi.');
    expect(await page.getByLabel('Je me déplace en fauteuil roulant').isChecked()).toBe(true);
    expect(await page.getByLabel('Par e-mail').isChecked()).toBe(true);
    // A link of the summary leads to its field.
    await links.nth(2).click();
    expect(await focusedId(page)).toBe('webform-assistance-contact_email');
    await links.nth(1).click();
    expect(await focusedId(page)).toBe('webform-assistance-chair_type');
    expect(await pageViolations(browser, page, false)).toEqual([]);
    await page.context().close();
  });

  it('with JavaScript, a refused submit shows the same summary and focuses the first field in error, the summary’s links leading to the fields', async () => {
    const { page } = await visit(browser, '/assistance-voyageurs', true, MOBILE);
    await page.getByRole('button', { name: 'Réserver l’assistance' }).click();
    await page.getByRole('heading', { name: 'Le formulaire contient 3 erreurs.' }).waitFor();
    const firstLink = await page.getByRole('alert').getByRole('link').first().getAttribute('href');
    await page.waitForFunction((id) => document.activeElement?.id === id, firstLink!.slice(1));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    const links = page.getByRole('alert').getByRole('link');
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
      '#webform-assistance-departure',
      '#webform-assistance-needs',
      '#webform-assistance-contact_by',
    ]);
    await links.nth(1).click();
    expect(await focusedId(page)).toBe('webform-assistance-needs');
    expect(new URL(page.url()).hash).toBe('');
    await page.context().close();
  });

  it('sends a claim with its proof in the same post, and refuses a file the upload route refuses', async () => {
    const { page } = await visit(browser, '/reclamation', false);
    expect(await page.getByRole('form').getAttribute('enctype')).toBe('multipart/form-data');
    await page.getByLabel('Référence du dossier').fill('AB12CD');
    await page.getByLabel('Date du voyage').fill('01/06/2025');
    await page.getByRole('combobox', { name: 'Gare de départ' }).fill('Lyon Part Dieu');
    await page.getByLabel('Retard à l’arrivée', { exact: true }).check();
    await page.getByLabel('Retard à l’arrivée, en minutes').fill('45');
    await page
      .getByLabel(/^Justificatifs/)
      .setInputFiles({ name: 'faux.pdf', mimeType: 'application/pdf', buffer: Buffer.from('pas un PDF') });
    await page.getByRole('button', { name: 'Déposer ma réclamation' }).click();
    await page.getByRole('heading', { name: 'Le formulaire contient 1 erreur.' }).waitFor();
    expect(await page.locator('#webform-reclamation-proof-error').textContent()).toContain('faux.pdf');
    // Files are not kept: the visitor chooses them again; the rest is there.
    expect(await page.getByLabel('Référence du dossier').inputValue()).toBe('AB12CD');
    await page.getByLabel(/^Justificatifs/).setInputFiles({ name: 'billet.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Déposer ma réclamation' }).click();
    await page.getByText('Votre réclamation est enregistrée. Nous vous répondons sous 30 jours.').waitFor();
    expect(new URL(page.url()).search).toBe('?sent=reclamation');
    // "Back" leads to the form's first field.
    await page.getByRole('link', { name: 'Déposer une autre réclamation' }).click();
    await page.getByLabel('Référence du dossier').waitFor();
    expect(await focusedId(page)).toBe('webform-reclamation-reference');
    await page.context().close();
  });

  it('without scripts, a too-large optional file sends the page back with its message, so the visitor learns it was left out', async () => {
    // With scripts the file alone is refused and the form goes (tests/e2e/person/webform-optional-file.e2e.ts);
    // without them the file travels in the post, and sending the rest would hide that it was dropped.
    const { page } = await visit(browser, '/nous-contacter', false);
    await page.getByLabel('Nom et prénom').fill('Camille Martin');
    await page
      .getByLabel(/^Pièce jointe/)
      .setInputFiles({ name: 'photo-billet.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(3 * 1024 * 1024, 0xff) });
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    expect((await answer).status()).toBe(400);
    await page.getByText('Le fichier photo-billet.jpg dépasse la taille maximale de 2 MB.').first().waitFor();
    expect(await page.getByLabel('Nom et prénom').inputValue()).toBe('Camille Martin');
    await page.context().close();
  });

  it('refuses a journey date after today, with scripts and without', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await visit(browser, '/reclamation', javaScriptEnabled);
      // A text field written as in French (a native one would follow the browser's language): the rule refuses the day.
      expect(await page.getByLabel('Date du voyage').getAttribute('placeholder')).toBe('jj/mm/aaaa');
      await page.getByLabel('Date du voyage').fill('01/01/2099');
      await page.getByRole('button', { name: 'Déposer ma réclamation' }).click();
      await page.getByRole('alert', { name: /^Le formulaire contient/ }).waitFor();
      expect(await page.locator('#webform-reclamation-travel_date-error').textContent()).toMatch(
        /^La date doit être le \d{1,2} \S+ \d{4} ou avant\.$/,
      );
      await page.context().close();
    }
  });

  it('says above the submit button that the contact form needs scripts for its robot check, only when scripts are off', async () => {
    const notice =
      'Ce formulaire vérifie que vous n’êtes pas un robot grâce à un script de votre navigateur : activez JavaScript pour l’envoyer.';
    const off = await visit(browser, '/nous-contacter', false);
    await off.page.getByText(notice).waitFor();
    const [noticeTop, buttonTop] = await Promise.all([
      off.page.getByText(notice).boundingBox(),
      off.page.getByRole('button', { name: 'Envoyer le message' }).boundingBox(),
    ]);
    expect(noticeTop!.y).toBeLessThan(buttonTop!.y);
    await off.page.context().close();
    const on = await visit(browser, '/nous-contacter', true);
    expect(await on.page.getByText(notice).isVisible()).toBe(false);
    await on.page.context().close();
  });

  it('shows the fields of one row side by side, sharing its width, each as tall as its content', async () => {
    // The layout is the server's HTML and styles; without scripts the page is not busy solving its captcha.
    const { page } = await visit(browser, '/nous-contacter', false);
    const label = await page.locator('label[for="webform-contact-name"]').boundingBox();
    const name = await page.getByLabel('Nom et prénom').boundingBox();
    const phone = await page.getByRole('group', { name: 'Téléphone' }).boundingBox();
    const email = await page.getByLabel(/^Adresse e-mail/).boundingBox();
    expect(Math.abs(label!.y - phone!.y)).toBeLessThan(20);
    expect(Math.abs(name!.width - phone!.width)).toBeLessThan(2);
    expect(name!.x + name!.width).toBeLessThan(phone!.x);
    // The name input is not stretched to the height of the telephone beside it.
    expect(name!.height).toBe(email!.height);
    await page.context().close();
  });

  it('has no accessibility violations without scripts, at 375 and 1280 px, light and dark', async () => {
    for (const path of ['/assistance-voyageurs', '/nous-contacter', '/reclamation']) {
      const { page } = await visit(browser, path, false, MOBILE);
      const looks = await violationsInEveryLook(browser, page);
      expect(looks.map((look) => ({ path, ...look }))).toEqual([
        { path, width: MOBILE.width, scheme: 'light', violations: [] },
        { path, width: MOBILE.width, scheme: 'dark', violations: [] },
        { path, width: DESKTOP.width, scheme: 'light', violations: [] },
        { path, width: DESKTOP.width, scheme: 'dark', violations: [] },
      ]);
      await page.context().close();
    }
  }, 300_000);
});
