import type { Browser, Page } from 'playwright-core';
import { launchBrowser, MOBILE } from './browser';
import { pageViolations, visit } from './webform-visit';

/**
 * The details form (/mes-coordonnees): a name, an address laid out for its country, the address
 * module's address, a contact, a link, repeated rows, a core table, a mapping, table selections
 * (one sorted), rich text and code, sent with and without scripts, with zero axe violations.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const group = (page: Page, name: RegExp) => page.getByRole('group', { name });

/** Fills what both runs fill: the name, a French address, a traveller, a seat, a train and rich text. */
async function fillDetails(page: Page, postalCode: string, country = 'FR') {
  await group(page, /Votre nom/)
    .getByLabel('Prénom')
    .fill('Camille');
  await group(page, /Votre nom/)
    .getByLabel(/^Nom/)
    .fill('Martin');
  const home = group(page, /Adresse postale/);
  await home.getByLabel('Pays').selectOption(country);
  await home.getByLabel(/^Adresse/).fill('12 rue de la Gare');
  await home.getByLabel('Code postal').fill(postalCode);
  await home.getByLabel('Ville').fill('Lyon');
  await group(page, /Personnes qui voyagent avec vous/)
    .getByLabel(/^Nom/)
    .fill('Lou Martin');
  await page.getByLabel('Trajets de moins de 2 heures').selectOption('window');
  await page.getByRole('checkbox', { name: 'TER 881240' }).check();
  await page.getByLabel('Un mot pour nous').fill('<p>Merci <script>alert(1)</script></p>');
}

describe('composite webform elements', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`the details form is sent with its rows, tables and composites (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const { page, navigations } = await visit(browser, '/mes-coordonnees', javaScriptEnabled, MOBILE);
      const posted: Array<Record<string, unknown>> = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/webform?')) posted.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
      });
      await fillDetails(page, '69003');
      const cards = group(page, /Cartes de réduction/);
      await cards.getByLabel('Numéro de carte, valeur 1').fill('29090109876543');
      if (javaScriptEnabled) {
        // A French address puts the postal code before the city.
        const labels = await group(page, /Adresse postale/)
          .locator('label')
          .allTextContents();
        expect(labels.map((label) => label.replace(' *', ''))).toEqual(['Pays', 'Adresse', 'Complément d’adresse', 'Code postal', 'Ville']);
        await page.getByRole('button', { name: 'Ajouter une ligne à « Cartes de réduction »' }).click();
        expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('cards[1]');
        await page.keyboard.type('29090100000001');
        await page.getByRole('button', { name: 'Monter « Confort »' }).click();
        await page.keyboard.press('Enter');
        expect(
          await page
            .getByRole('table', { name: /Classez vos critères/ })
            .getByRole('rowheader')
            .allTextContents(),
        ).toEqual(['Confort', 'Prix', 'Durée']);
      } else {
        // Without scripts the buttons that add or move rows are not offered.
        expect(await page.getByRole('button', { name: /Ajouter une ligne/ }).isVisible()).toBe(false);
      }
      expect(await pageViolations(browser, page, javaScriptEnabled)).toEqual([]);
      await page.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click();
      await page.getByText('Merci, vos coordonnées sont enregistrées.').waitFor();
      if (javaScriptEnabled) {
        expect(posted[0]).toMatchObject({
          identity: { first: 'Camille', last: 'Martin' },
          home: { country: 'FR', address: '12 rue de la Gare', postal_code: '69003', city: 'Lyon' },
          cards: ['29090109876543', '29090100000001'],
          travellers: [{ name: 'Lou Martin' }],
          seats: { short: 'window' },
          trains: ['ter881240'],
          criteria: ['comfort', 'price', 'duration'],
          message: { value: '<p>Merci <script>alert(1)</script></p>', format: 'basic_html' },
        });
      } else {
        expect(navigations).toEqual(['GET /mes-coordonnees', 'POST /mes-coordonnees', 'GET /mes-coordonnees?sent=coordonnees']);
      }
      expect(await pageViolations(browser, page, javaScriptEnabled)).toEqual([]);
      await page.context().close();
    });
  }

  it('without JavaScript, a postal code not of its country comes back beside its part, the address laid out for that country, values kept', async () => {
    const { page } = await visit(browser, '/mes-coordonnees', false);
    await fillDetails(page, '69003', 'CH');
    await page.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click();
    await page.getByRole('heading', { name: 'Le formulaire contient 1 erreur.' }).waitFor();
    const postalCode = group(page, /Adresse postale/).getByLabel('Code postal');
    expect(await postalCode.getAttribute('aria-invalid')).toBe('true');
    const described = await postalCode.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe('Ce code postal n’a pas la forme de ceux du pays choisi.');
    expect(await postalCode.inputValue()).toBe('69003');
    // Switzerland writes the postal code before the city and has no region.
    const labels = await group(page, /Adresse postale/)
      .locator('label')
      .allTextContents();
    expect(labels.map((label) => label.replace(' *', ''))).toEqual(['Pays', 'Adresse', 'Complément d’adresse', 'Code postal', 'Ville']);
    expect(await page.getByRole('checkbox', { name: 'TER 881240' }).isChecked()).toBe(true);
    expect(await pageViolations(browser, page, false)).toEqual([]);
    await page.context().close();
  });
});
