import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseUrl, decidedConsentCookie, DESKTOP, launchBrowser, reachForm } from './browser';
import { testDay } from './test-now';

/**
 * A multi-page webform (the group travel request: journey, group, contact, then a preview),
 * walked with and without JavaScript: "next" is refused while a required field of the page is
 * empty, "previous" keeps what was typed, a reload keeps the step, and the last step stores the
 * whole form once.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(path: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled });
  await context.addCookies([decidedConsentCookie(baseUrl())]);
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'load' });
  if (javaScriptEnabled) await reachForm(page);
  return page;
}

/** The day after today in Paris, YYYY-MM-DD (the travel date must not be in the past). */
function tomorrow(): string {
  return testDay(1);
}

const currentStep = (page: Page) => page.locator('[aria-current="step"]').textContent();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** axe on a page whose scripts are off: the same HTML checked in a page that runs axe but none of the site's scripts. */
async function violationsWithoutScripts(page: Page): Promise<string[]> {
  const [html, url] = [await page.content(), page.url().split('#')[0]!];
  const context = await browser.newContext({ viewport: DESKTOP });
  const copy = await context.newPage();
  await copy.route('**/*', (route) => {
    if (route.request().url() === url) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    return route.request().resourceType() === 'script' ? route.abort() : route.continue();
  });
  await copy.goto(url, { waitUntil: 'load' });
  const violations = await axeViolations(copy);
  await context.close();
  return violations;
}

describe('a multi-page webform', () => {
  it('with JavaScript: refuses next on an empty required field, keeps values going back and the step on reload, then stores the form', async () => {
    const page = await visit('/voyage-en-groupe', true);
    expect(await page.getByText('Étape 1 sur 4').count()).toBe(1);
    expect(await currentStep(page)).toBe('Votre trajet');
    await page.getByLabel('Gare de départ').fill('Lyon Part-Dieu');
    await page.getByRole('button', { name: 'Continuer' }).click();
    const summary = page.getByRole('alert');
    await summary.getByRole('heading', { name: 'Le formulaire contient 2 erreurs.' }).waitFor();
    // The first field in error takes focus, under the summary.
    const firstLink = await summary.getByRole('link').first().getAttribute('href');
    await page.waitForFunction((id) => document.activeElement?.id === id, firstLink!.slice(1));
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'Gare d’arrivée : Ce champ est obligatoire.',
      'Date du voyage : Ce champ est obligatoire.',
    ]);
    expect(await currentStep(page)).toBe('Votre trajet');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Gare d’arrivée').fill('Nice Ville');
    await page.getByLabel('Date du voyage').fill(tomorrow());
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: 'Le groupe' }).waitFor();
    expect(await focusedText(page)).toBe('Le groupe');
    expect(new URL(page.url()).search).toBe('?page=groupe');
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.getByRole('button', { name: 'Précédent' }).click();
    expect(await page.getByLabel('Gare de départ').inputValue()).toBe('Lyon Part-Dieu');
    expect(await page.getByLabel('Gare d’arrivée').inputValue()).toBe('Nice Ville');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Nombre de voyageurs').fill('24');
    await page.getByLabel('Scolaire').check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('heading', { name: 'Vos coordonnées' }).waitFor();

    await page.reload({ waitUntil: 'load' });
    await reachForm(page);
    expect(await currentStep(page)).toBe('Vos coordonnées');
    expect(await page.getByLabel('Nom du responsable').count()).toBe(1);
    // A reload forgets what was typed: the journey page asks for its values again at the final check.
    await page.getByLabel('Nom du responsable').fill('Camille Martin');
    await page.getByLabel('Adresse e-mail').fill('camille@example.org');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('heading', { name: 'Vérifier votre demande' }).waitFor();
    expect(await page.getByRole('region', { name: 'Vos coordonnées' }).getByText('Camille Martin').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.getByRole('heading', { name: 'Votre trajet' }).waitFor();
    expect(await page.getByRole('alert').getByRole('link').count()).toBe(3);

    await page.getByLabel('Gare de départ').fill('Lyon Part-Dieu');
    await page.getByLabel('Gare d’arrivée').fill('Nice Ville');
    await page.getByLabel('Date du voyage').fill(tomorrow());
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Nombre de voyageurs').fill('24');
    await page.getByLabel('Scolaire').check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('heading', { name: 'Vérifier votre demande' }).waitFor();
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/webform');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    const stored = await answer;
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toEqual({ sid: expect.any(Number) });
    await page.getByText('Merci, notre équipe groupes vous répond sous 5 jours ouvrés.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript: each step posts to the server, which checks its page and answers the next one; the last post stores the form', async () => {
    const page = await visit('/voyage-en-groupe', false);
    const posts: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && posts.push(new URL(request.url()).pathname)));
    await page.getByLabel('Gare de départ').fill('Lyon Part-Dieu');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: 'Le formulaire contient 2 erreurs.' }).waitFor();
    expect(await currentStep(page)).toBe('Votre trajet');
    expect(await page.getByLabel('Gare de départ').inputValue()).toBe('Lyon Part-Dieu');
    expect(await violationsWithoutScripts(page)).toEqual([]);

    await page.getByLabel('Gare d’arrivée').fill('Nice Ville');
    await page.getByLabel('Date du voyage').fill(tomorrow());
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: 'Le groupe' }).waitFor();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByRole('heading', { name: 'Votre trajet', level: 3 }).waitFor();
    expect(await page.getByLabel('Gare d’arrivée').inputValue()).toBe('Nice Ville');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Nombre de voyageurs').fill('24');
    await page.getByLabel('Association').check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByLabel('Nom du responsable').fill('Camille Martin');
    await page.getByLabel('Adresse e-mail').fill('camille@example.org');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('heading', { name: 'Vérifier votre demande' }).waitFor();
    expect(await page.getByRole('region', { name: 'Le groupe' }).getByText('Association').count()).toBe(1);
    expect(await violationsWithoutScripts(page)).toEqual([]);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.getByText('Merci, notre équipe groupes vous répond sous 5 jours ouvrés.').waitFor();
    expect(new URL(page.url()).search).toBe('?sent=voyage_groupe');
    expect(posts).toEqual(Array(7).fill('/voyage-en-groupe'));
    await page.context().close();
  });
});
