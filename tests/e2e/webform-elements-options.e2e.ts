import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseUrl, DESKTOP, keptTabs, launchBrowser, MOBILE, openPage, reachForm } from './browser';
import { testDay } from './test-now';

/**
 * The satisfaction survey uses the Drupal element types rendered with the option sets (datelist,
 * message, item, label, likert, buttons with "Other…", image select, toggles, language select,
 * password confirmation) and names option sets (`yes_no`, `likert_satisfaction`, the languages
 * of the language select). It is filled and sent with scripts, posted without them, and checked
 * with axe.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Two days ago in Paris: a journey date the datelist (at most today, this year or last) accepts. */
function journeyDay(): { day: string; month: string; year: string } {
  const [year, month, day] = testDay(-2).split('-') as [string, string, string];
  return { day, month, year };
}

async function openSurvey(path: string, viewport: { width: number; height: number } = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, path, viewport);
  await reachForm(opened.page);
  return opened;
}

describe('the satisfaction survey (Drupal element types and option sets)', () => {
  it('is filled and sent with scripts, the server accepting the option sets it resolved', async () => {
    const { page, errors } = await openSurvey('/enquete-satisfaction');
    // The yes_no set, in French.
    await page
      .getByRole('radiogroup', { name: /Reprendriez-vous le train/ })
      .getByRole('radio', { name: 'Oui' })
      .waitFor();
    // The languages set, named in the page's language; values are Drupal's English names.
    expect(
      await page
        .getByLabel('Langue de correspondance')
        .locator('option', { hasText: /^allemand$/ })
        .getAttribute('value'),
    ).toBe('German');
    // Option groups of the travel class.
    expect(
      await page
        .getByLabel('Classe de voyage')
        .locator('optgroup')
        .evaluateAll((groups) => groups.map((group) => group.getAttribute('label'))),
    ).toEqual(['Train', 'Car']);
    await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    await page.getByText('Le formulaire contient 3 erreurs.').waitFor();

    const when = journeyDay();
    await page.getByLabel('Jour').selectOption(when.day);
    await page.getByLabel('Mois').selectOption(when.month);
    await page.getByLabel('Année').selectOption(when.year);
    await page.getByLabel('Classe de voyage').selectOption('coach');
    await page.getByRole('radio', { name: 'Autre motif…' }).check();
    await page.getByRole('textbox', { name: 'Autre motif…' }).fill('Un mariage');
    for (const question of ['La propreté du train', 'La ponctualité', "L'accueil à bord"]) {
      await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Satisfait', exact: true }).check();
    }
    await page
      .getByRole('radiogroup', { name: /Reprendriez-vous le train/ })
      .getByRole('radio', { name: 'Oui' })
      .check();
    // Image choices are radios: focus one, then the arrow keys move the choice.
    await page.getByRole('radio', { name: 'Lille' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Marseille' }).isChecked()).toBe(true);
    // The channels show once the results switch is on.
    expect(await page.getByRole('switch', { name: 'E-mail' }).count()).toBe(0);
    // A switch turns on with the keyboard (space) or a click on its label.
    await page.getByRole('switch', { name: /Recevoir les résultats/ }).focus();
    await page.keyboard.press('Space');
    await page.getByText('E-mail', { exact: true }).click();
    expect(await page.getByRole('switch', { name: 'E-mail' }).isChecked()).toBe(true);
    await page.getByLabel('Langue de correspondance').selectOption('Italian');
    await page.getByLabel(/^Code personnel/).fill('train-2026');
    await page.getByLabel(/^Confirmez le code personnel/).fill('train-2027');
    await page.getByText('Les mots de passe saisis ne correspondent pas.').first().waitFor();
    await page.getByLabel(/^Confirmez le code personnel/).fill('train-2026');

    const submission = page.waitForRequest((request) => request.url().includes('/api/webform?') && request.method() === 'POST');
    const answer = page.waitForResponse((response) => response.url().includes('/api/webform?') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    expect(JSON.parse((await submission).postData() ?? '{}')).toMatchObject({
      travel_date: `${when.year}-${when.month}-${when.day}`,
      travel_class: 'coach',
      reason: 'Un mariage',
      opinion: { proprete: '4', ponctualite: '4', accueil: '4' },
      again: 'Yes',
      next_destination: 'marseille',
      results: '1',
      channels: ['mail'],
      language: 'Italian',
      code: 'train-2026',
    });
    expect((await answer).status()).toBe(200);
    await page.getByText('Merci ! Vos réponses nous aident à améliorer vos trajets.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps its message closed on this browser once closed', async () => {
    const { page } = await openSurvey('/en/satisfaction-survey', MOBILE);
    const message = page.getByText('This survey is anonymous');
    await message.waitFor();
    await page.getByRole('button', { name: 'Close the message' }).click();
    expect(await message.count()).toBe(0);
    await page.reload();
    await reachForm(page);
    expect(await page.getByText('This survey is anonymous').count()).toBe(0);
    expect(
      await page
        .getByLabel('Language for our messages')
        .locator('option', { hasText: /^German$/ })
        .count(),
    ).toBe(1);
  });

  it('is accepted when posted without scripts, and refused when the codes differ', async () => {
    const when = journeyDay();
    const fields = {
      webform_id: 'satisfaction',
      'travel_date[day]': when.day,
      'travel_date[month]': when.month,
      'travel_date[year]': when.year,
      'opinion[proprete]': '5',
      'opinion[ponctualite]': '3',
      'opinion[accueil]': '1',
      again: 'No',
      results: '1',
      'channels[sms]': 'sms',
      'code[pass1]': 'abc',
      'code[pass2]': 'abc',
    };
    const post = (body: Record<string, string>) =>
      fetch(new URL('/it/sondaggio-soddisfazione', baseUrl()), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
      });
    const accepted = await post(fields);
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/it/sondaggio-soddisfazione?sent=satisfaction');
    const refused = await post({ ...fields, 'code[pass2]': 'abd', 'opinion[accueil]': '' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Le password inserite non corrispondono.');
    expect(html).toContain('Questo campo è obbligatorio.');
  });

  it('has no accessibility violations at 375 px and 1280 px, in four languages', async () => {
    // A tab per width, taken from language to language.
    const tabs = keptTabs(() => browser);
    for (const path of ['/enquete-satisfaction', '/en/satisfaction-survey', '/es/encuesta-satisfaccion', '/it/sondaggio-soddisfazione']) {
      for (const viewport of [MOBILE, DESKTOP]) {
        const { page } = await tabs.open(path, viewport);
        await reachForm(page);
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
