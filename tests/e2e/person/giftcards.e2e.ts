import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, serverDataDirectory } from '../browser';
import { testDay } from '../test-now';
import { payWithTestCard, personalise, toPaymentPage } from './giftcard-tunnel';
import { arrive, sees, click, dateKeys, isFocused, keepScreenshot, pause, press, tabTo, type, WIDTHS } from './pace';

/**
 * Gift cards at a person's pace: the purchase tunnel to the payment page and back (a cancelled
 * payment, and a visitor sent by a partner agency), a card looked up, and the need-help dialogs,
 * the captcha copied from its image.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the person reads in the captcha image: the answer the server keeps for it. */
function captchaAnswer(captchaId: string): string {
  const db = new Database(join(serverDataDirectory(), 'quai.sqlite'), { readonly: true });
  try {
    return (db.prepare('select answer from giftcard_captcha where captcha_id = ?').get(captchaId) as { answer: string }).answer;
  } finally {
    db.close();
  }
}

/** The captcha the dialog shows, once it has been fetched. */
const nextCaptcha = (page: Page) =>
  page
    .waitForResponse((response) => response.url().endsWith('/generate-captcha'))
    .then(async (response) => ((await response.json()) as { captchaId: string }).captchaId);

/**
 * Opens a need-help dialog and fills it from field to field with Tab: text typed, days typed key
 * by key (each commits when the focus leaves it), then Tab away from the last field.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
async function fillDialog(page: Page, name: string, fields: Array<[label: string, text: string]>) {
  await click(page.getByRole('button', { name }));
  const dialog = page.getByRole('dialog');
  for (const [label, text] of fields) {
    const field = dialog.getByLabel(label, { exact: true });
    await tabTo(field);
    const day = DAY.test(text);
    await type(field, day ? dateKeys(text) : text);
    if (day) {
      await press(page, 'Tab');
      // Written day first, as the page's language writes it.
      expect(await field.inputValue()).toBe(dateKeys(text));
    }
  }
}

/** Sends the open dialog, reads its answer, and closes it: the focus returns to its button. */
async function sendAndClose(page: Page, opener: string, submit: string, answer: string) {
  const dialog = page.getByRole('dialog');
  await click(dialog.getByRole('button', { name: submit }));
  await sees(dialog.getByText(answer));
  await keepScreenshot(page, `giftcard-${submit}`);
  await press(page, 'Escape');
  expect(await dialog.count()).toBe(0);
  expect(await isFocused(page.getByRole('button', { name: opener }))).toBe(true);
}

describe.concurrent.each(WIDTHS)('gift cards at %s', (_width, viewport) => {
  it('goes to the payment page, cancels, and comes back to the tunnel as it was left, told the payment was cancelled', async () => {
    const { page, errors } = await arrive(browser, '/cartes-cadeaux/achat', viewport);
    await personalise(page, 'Bon anniversaire');
    await toPaymentPage(page);
    await click(page.getByRole('button', { name: 'Annuler et revenir au site' }));
    await page.waitForURL(/\/cartes-cadeaux\/achat\?key=/);
    await sees(page.getByText('Le paiement a été annulé.'));
    expect(await page.getByLabel('Message personnalisé').inputValue()).toBe('Bon anniversaire');
    expect(await page.getByLabel('Prénom').nth(1).inputValue()).toBe('Camille');
    await keepScreenshot(page, 'giftcard-abandoned');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('welcomes a visitor sent by a partner agency, who goes on to the payment page', async () => {
    const { page, errors } = await arrive(browser, '/cartes-cadeaux/achat?agency_code=AGV123', viewport);
    // The welcome lasts three seconds, then a toast names the partner.
    await page.getByText(/^Vous venez de /).waitFor();
    await keepScreenshot(page, 'giftcard-agency');
    await personalise(page, 'De la part de l’agence');
    await toPaymentPage(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('pays, and reads in the confirmation’s purchase details where the card was sent and how long it is valid', async () => {
    // The tunnel's activation day is the browser's today: the browser's clock is the server's.
    const { page, errors } = await arrive(browser, '/cartes-cadeaux/achat', viewport, { testClock: true });
    await personalise(page, 'Bon voyage');
    await toPaymentPage(page);
    await payWithTestCard(page);
    const details = page.getByText('Détails de l’achat');
    await tabTo(details);
    await press(page, 'Enter');
    const shown = (term: string) => page.locator(`dt:text-is("${term}") + dd`).last().textContent();
    // Sent to the buyer (the card is for the buyer unless told otherwise), valid a year from today.
    expect(await shown('Carte envoyée à')).toBe('louis.bernard@example.com');
    const frenchDay = (day: string) => day.split('-').reverse().join('/');
    const today = testDay();
    const yearLater = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    expect(await shown('Validité')).toBe(`du ${frenchDay(today)} au ${frenchDay(yearLater)}`);
    await keepScreenshot(page, 'giftcard-confirmation-details');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('arrives with an agency code that names no partner: the tunnel at once, no welcome and no toast without a name', async () => {
    const { page, errors } = await arrive(browser, '/cartes-cadeaux/achat?agency_code=ZZZ123', viewport);
    // The tunnel shows once its catalogue has come (a while on a busy machine), with no welcome
    // before it: a partner's would cover it three seconds, then leave the toast looked for below.
    await sees(page.getByLabel('Message personnalisé'));
    expect(await page.getByText(/^Bienvenue de la part de/).count()).toBe(0);
    await pause(page);
    await pause(page);
    await pause(page);
    expect(await page.getByText(/^Vous venez de/).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('looks a card up, a wrong reference first', async () => {
    const { page, errors } = await arrive(browser, '/cartes-cadeaux/ma-carte', viewport);
    const number = page.getByLabel('Numéro de carte');
    await click(number);
    await type(number, '6036190000000000016');
    const reference = page.getByLabel('Référence (6 caractères)');
    await tabTo(reference);
    await type(reference, 'DEMO02');
    await press(page, 'Enter');
    await sees(page.getByText('Les informations saisies sont incorrectes.'));
    await reference.selectText();
    await type(reference, 'DEMO01');
    await click(page.getByRole('button', { name: 'Consulter ma carte' }));
    expect(await page.locator('dt:has-text("Solde") + dd').textContent()).toMatch(/50,00/);
    await keepScreenshot(page, 'giftcard-lookup');
    // The only failed request is the refusal the person was shown.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await page.context().close();
  });

  it('resends the card’s e-mail through its dialog, copying the captcha', async () => {
    const { page, errors } = await arrive(browser, '/cartes-cadeaux/aide', viewport);
    const open = page.getByRole('button', { name: 'Renvoyer l’e-mail de la carte' });
    const captcha = nextCaptcha(page);
    await click(open);
    const dialog = page.getByRole('dialog');
    for (const [label, text] of [
      ['Numéro de transaction', '100000000001'],
      ['Référence (6 caractères)', 'DEMO01'],
      ['Adresse e-mail', 'louis.bernard@example.com'],
      ['Confirmez l’adresse e-mail', 'louis.bernard@example.com'],
      ['Code de sécurité', captchaAnswer(await captcha)],
    ] as const) {
      const field = dialog.getByLabel(label, { exact: true });
      await tabTo(field);
      await type(field, text);
    }
    await press(page, 'Enter');
    await keepScreenshot(page, 'giftcard-resend-email');
    await sees(page.getByText('L’e-mail de la carte a été renvoyé.'));
    await press(page, 'Escape');
    expect(await dialog.count()).toBe(0);
    expect(await isFocused(open)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('changes a PIN from the card page, a mistyped captcha first', async () => {
    const { page, errors } = await arrive(browser, '/cartes-cadeaux/ma-carte', viewport);
    const open = page.getByRole('button', { name: 'Modifier mon code PIN' });
    let captcha = nextCaptcha(page);
    await click(open);
    const dialog = page.getByRole('dialog');
    for (const [label, text] of [
      ['Numéro de carte', '6036190000000000016'],
      ['Numéro de transaction', '100000000001'],
      ['Adresse e-mail', 'camille.martin@example.com'],
      ['Confirmez l’adresse e-mail', 'camille.martin@example.com'],
      ['Code de sécurité', 'zzzzz'],
    ] as const) {
      const field = dialog.getByLabel(label, { exact: true });
      await tabTo(field);
      await type(field, text);
    }
    await captcha;
    captcha = nextCaptcha(page);
    await click(dialog.getByRole('button', { name: 'Envoyer un nouveau code PIN' }));
    await sees(dialog.getByText('Le code de sécurité est incorrect : recopiez la nouvelle image.'));
    const code = dialog.getByLabel('Code de sécurité', { exact: true });
    await code.selectText();
    await type(code, captchaAnswer(await captcha));
    await click(dialog.getByRole('button', { name: 'Envoyer un nouveau code PIN' }));
    await sees(dialog.getByText('Un nouveau code PIN a été envoyé à votre adresse e-mail.'));
    await keepScreenshot(page, 'giftcard-change-pin');
    await press(page, 'Escape');
    expect(await isFocused(open)).toBe(true);
    // The only failed request is the refusal the person was shown.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
    await page.context().close();
  });

  it('resends the purchase e-mails of a period, moves an activation date, and a withdrawal too late is refused', async () => {
    // The dialogs' date fields take their bounds from the browser's today.
    const { page, errors } = await arrive(browser, '/cartes-cadeaux/aide', viewport, { testClock: true });
    // The demo's cards were bought today and 60 days ago: a range from 70 days back finds them.
    await fillDialog(page, 'Renvoyer mes e-mails d’achat', [
      ['Adresse e-mail', 'louis.bernard@example.com'],
      ['Confirmez l’adresse e-mail', 'louis.bernard@example.com'],
      ['Du', testDay(-70)],
      ['Au', testDay(0)],
    ]);
    await sendAndClose(page, 'Renvoyer mes e-mails d’achat', 'Renvoyer', 'Les e-mails d’achat ont été renvoyés.');
    // The demo's card 2 starts in 10 days: it may still move, to a day within a month.
    await fillDialog(page, 'Changer la date d’activation', [
      ['Numéro de transaction', '100000000002'],
      ['Adresse e-mail', 'louis.bernard@example.com'],
      ['Confirmez l’adresse e-mail', 'louis.bernard@example.com'],
      ['Date d’activation', testDay(5)],
    ]);
    await sendAndClose(page, 'Changer la date d’activation', 'Enregistrer la date', 'La nouvelle date d’activation est enregistrée.');
    await fillDialog(page, 'Me rétracter', [
      ['Numéro de transaction', '100000000004'],
      ['Adresse e-mail', 'louis.bernard@example.com'],
      ['Confirmez l’adresse e-mail', 'louis.bernard@example.com'],
    ]);
    await click(page.getByRole('dialog').getByRole('button', { name: 'Confirmer la rétractation' }));
    await sees(page.getByText('Le délai de rétractation de 14 jours est dépassé.'));
    await keepScreenshot(page, 'giftcard-retractation');
    // The only failed request is the refusal the person was shown.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
    await page.context().close();
  });
});
