import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, decidedConsentCookie, DESKTOP, focusedText, installTestClock, launchBrowser, MOBILE } from './browser';
import { startServer, type RunningServer } from './server';
import { testDay } from './test-now';

/**
 * The gift-card service end to end, on a server of its own: its log is read at the end (no card
 * number, PIN, CVC or address may appear in it) and its store gives the captcha answers.
 */
let server: RunningServer;
let browser: Browser;
let log = '';
beforeAll(async () => {
  // Every request in the access log, so the check below reads all the server would ever write.
  // The test speaks for the proxy in front: each page is another visitor (see open), so the
  // per-visitor limits of the card services (20 sealed-data openings a minute) hold for each.
  server = await startServer({ env: { QUAI_ACCESS_LOG_SAMPLE: '1', QUAI_TRUSTED_PROXIES: '127.0.0.1' } });
  server.process.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.process.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

let visitors = 0;

async function open(path: string, viewport: { width: number; height: number }, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  // A visitor of their own, as the proxy in front reports them: one file's many purchases are not one person's.
  const context = await browser.newContext({ viewport, colorScheme, extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${++visitors}` } });
  // Activation days, date windows and toasts read the browser's clock: the server's instant.
  await installTestClock(context);
  await context.addCookies([decidedConsentCookie(server.url)]);
  const page = await context.newPage();
  await page.goto(new URL(path, server.url).toString(), { waitUntil: 'networkidle' });
  return page;
}

function captchaAnswer(captchaId: string): string {
  const db = new Database(join(server.dataDirectory, 'quai.sqlite'), { readonly: true });
  try {
    return (db.prepare('select answer from giftcard_captcha where captcha_id = ?').get(captchaId) as { answer: string }).answer;
  } finally {
    db.close();
  }
}

/** Fills step 0 for 50 € and goes to the summary. */
async function personalise(page: Page, message: string) {
  await page.getByRole('button', { name: /^50,00/ }).click();
  await page.getByLabel('Message personnalisé').fill(message);
  await page.getByLabel('Nom', { exact: true }).first().fill('Bernard');
  await page.getByLabel('Prénom').first().fill('Louis');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill('louis.bernard@example.com');
  await page.getByLabel('Confirmez l’adresse e-mail').first().fill('louis.bernard@example.com');
  await page.getByLabel('Nom', { exact: true }).nth(1).fill('Martin');
  await page.getByLabel('Prénom').nth(1).fill('Camille');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('heading', { name: 'Récapitulatif' }).waitFor();
}

async function toPaymentPage(page: Page) {
  const pay = page.getByRole('button', { name: /^Payer/ });
  expect(await pay.isDisabled()).toBe(true);
  await page.getByRole('checkbox').check({ force: true });
  await pay.click();
  await page.waitForURL(/\/_test-psp\/pay\//);
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByLabel('Expiration (MM/AA)').fill('12/39');
  await page.getByLabel('Cryptogramme').fill('123');
  await page.getByRole('button', { name: /^Payer/ }).click();
}

describe.each([
  ['mobile', MOBILE],
  ['desktop', DESKTOP],
] as const)('gift cards at %s width', (_name, viewport) => {
  it('buys a card through the hosted payment page, shows the confirmation and mails the card', async () => {
    const page = await open('/cartes-cadeaux/achat', viewport);
    await page.getByRole('button', { name: /^50,00/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await personalise(page, `Pour toi ${viewport.width}`);
    expect(await axeViolations(page)).toEqual([]);
    await toPaymentPage(page);
    expect(await axeViolations(page)).toEqual([]);
    await payWith(page, viewport === MOBILE ? '4242 4242 4242 4242' : '4000 0000 0000 3220');
    if (viewport === DESKTOP) await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
    await page.waitForURL(/\/cartes-cadeaux\/confirmation\?key=/);
    await page.getByText('Un e-mail de confirmation vous a été envoyé.').waitFor();
    const reference = (await page.locator('dt:has-text("Référence") + dd').textContent())!;
    expect(reference).toMatch(/^[A-Z2-9]{6}$/);
    expect(await page.getByText(`Carte •••• ${viewport === MOBILE ? '4242' : '3220'}`).isVisible()).toBe(true);
    expect(await page.locator('dt:has-text("Montant total") + dd').textContent()).toMatch(/45,00/);
    expect(await axeViolations(page)).toEqual([]);
    // Reloading finalises again: the same card.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('Un e-mail de confirmation vous a été envoyé.').waitFor();
    expect(await page.locator('dt:has-text("Référence") + dd').textContent()).toBe(reference);
    const outbox = await open('/_outbox', viewport);
    expect(await outbox.getByText(`Confirmation de votre achat · référence ${reference}`).count()).toBe(1);
    expect(await outbox.getByText(new RegExp(`Référence : ${reference}`)).count()).toBe(2);
  });

  it('declines 4000 0000 0000 0002, then a cancelled payment returns to the tunnel with its state and a toast', async () => {
    const page = await open('/cartes-cadeaux/achat', viewport, 'dark');
    await personalise(page, 'Annulé');
    await toPaymentPage(page);
    await payWith(page, '4000 0000 0000 0002');
    await page.getByText('Paiement refusé par la banque. Essayez une autre carte.').waitFor();
    await page.getByRole('button', { name: 'Annuler et revenir au site' }).click();
    await page.waitForURL(/\/cartes-cadeaux\/achat\?key=/);
    await page.getByText('Le paiement a été annulé.').waitFor();
    expect(await page.getByLabel('Message personnalisé').inputValue()).toBe('Annulé');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('starts a fresh tunnel from a tampered key, and sends a tampered confirmation back to it', async () => {
    const page = await open('/cartes-cadeaux/achat?key=AAAAbm90LWEtcmVhbC1rZXktYXQtYWxsLXJlYWxseQ', viewport);
    await page.getByRole('button', { name: /^20,00/ }).waitFor();
    expect(await page.getByLabel('Message personnalisé').inputValue()).toBe('');
    expect(await page.getByText('Le paiement a été annulé.').count()).toBe(0);
    await page.goto(new URL('/cartes-cadeaux/confirmation?key=AAAAbm90LWEtcmVhbC1rZXk', server.url).toString());
    await page.waitForURL((url) => url.pathname === '/cartes-cadeaux/achat' && !url.search.includes('key'));
  });

  it('looks a card up and changes its PIN after a wrong captcha then a right one', async () => {
    const page = await open('/cartes-cadeaux/ma-carte', viewport);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Numéro de carte').fill('6036190000000000016');
    await page.getByLabel('Référence (6 caractères)').fill('DEMO02');
    await page.getByRole('button', { name: 'Consulter ma carte' }).click();
    await page.getByText('Les informations saisies sont incorrectes.').waitFor();
    await page.getByLabel('Référence (6 caractères)').fill('DEMO01');
    await page.getByRole('button', { name: 'Consulter ma carte' }).click();
    await page.locator('dt:has-text("Solde") + dd').waitFor();
    expect(await page.locator('dt:has-text("Solde") + dd').textContent()).toMatch(/50,00/);

    const captchaAnswered = page.waitForResponse((response) => response.url().endsWith('/generate-captcha'));
    await page.getByRole('button', { name: 'Modifier mon code PIN' }).click();
    const dialog = page.getByRole('dialog');
    let captchaId = ((await (await captchaAnswered).json()) as { captchaId: string }).captchaId;
    await dialog.getByLabel('Numéro de carte').fill('6036190000000000016');
    await dialog.getByLabel('Numéro de transaction').fill('100000000001');
    await dialog.getByLabel('Adresse e-mail', { exact: true }).fill('camille.martin@example.com');
    await dialog.getByLabel('Confirmez l’adresse e-mail').fill('camille.martin@example.com');
    await dialog.getByLabel('Code de sécurité').fill('zzzzz');
    const next = page.waitForResponse((response) => response.url().endsWith('/generate-captcha'));
    await dialog.getByRole('button', { name: 'Envoyer un nouveau code PIN' }).click();
    await dialog.getByText('Le code de sécurité est incorrect : recopiez la nouvelle image.').waitFor();
    captchaId = ((await (await next).json()) as { captchaId: string }).captchaId;
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Code de sécurité').fill(captchaAnswer(captchaId));
    await dialog.getByRole('button', { name: 'Envoyer un nouveau code PIN' }).click();
    await dialog.getByText('Un nouveau code PIN a été envoyé à votre adresse e-mail.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // react-aria gives focus back in the animation frame after the dialog unmounts.
    await expect.poll(() => focusedText(page)).toBe('Modifier mon code PIN');
  });

  it('opens each buyer dialog with no accessibility violation, and closes it with Escape', async () => {
    const page = await open('/cartes-cadeaux/aide', viewport, 'dark');
    expect(await axeViolations(page)).toEqual([]);
    for (const name of ['Renvoyer l’e-mail de la carte', 'Renvoyer mes e-mails d’achat', 'Changer la date d’activation', 'Me rétracter']) {
      await page.getByRole('button', { name }).click();
      await page.getByRole('dialog').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Me rétracter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Numéro de transaction').fill('100000000004');
    await dialog.getByLabel('Adresse e-mail', { exact: true }).fill('louis.bernard@example.com');
    await dialog.getByLabel('Confirmez l’adresse e-mail').fill('louis.bernard@example.com');
    await dialog.getByRole('button', { name: 'Confirmer la rétractation' }).click();
    await page.getByText('Le délai de rétractation de 14 jours est dépassé.').waitFor();
  });
});

/**
 * Stops the browser's clock a second from now, so timers run only as far as the test says. The
 * second is room for the call to reach the page: with 10 ms, a busy machine sometimes took longer,
 * and Playwright refused to pause in the page's past.
 */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** What the dialog's form needs, typed in. */
async function fillDialog(page: Page, fields: Record<string, string>) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
}

describe('what the browser does with each answer', () => {
  it('a finalisation refused with 403 forgets the stored purchase and starts the tunnel afresh', async () => {
    const page = await open('/cartes-cadeaux/achat', DESKTOP);
    await personalise(page, 'Refusée');
    await toPaymentPage(page);
    expect(await page.evaluate(() => localStorage.length)).toBe(1);
    await page.route('**/finalize-purchase', (route) => route.fulfill({ status: 403, json: { message: 'no purchase' } }));
    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL((url) => url.pathname === '/cartes-cadeaux/achat' && url.search === '');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.getByRole('button', { name: /^20,00/ }).waitFor();
    expect(await page.getByLabel('Message personnalisé').inputValue()).toBe('');
  });

  it('a finalisation failing with 500 keeps the local data it answers and returns to the tunnel with the key', async () => {
    const page = await open('/cartes-cadeaux/achat', DESKTOP);
    await personalise(page, 'Erreur 500');
    await toPaymentPage(page);
    // What the server would answer with the 500; the browser's own copy is gone, so only the kept answer can restore it.
    const localData = await page.evaluate(() => {
      const stored = localStorage.getItem(localStorage.key(0)!)!;
      localStorage.clear();
      return stored;
    });
    await page.route('**/finalize-purchase', (route) => route.fulfill({ status: 500, json: { state: 'ERROR', localData } }));
    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/cartes-cadeaux\/achat\?key=/);
    await page.getByLabel('Message personnalisé').waitFor();
    expect(await page.getByLabel('Message personnalisé').inputValue()).toBe('Erreur 500');
  });

  it('the cancelled-payment toast shows for 5 s', async () => {
    const page = await open('/cartes-cadeaux/achat', DESKTOP);
    await personalise(page, 'Cinq secondes');
    await toPaymentPage(page);
    // Away from where the toast shows: hovering it would hold it.
    await page.mouse.move(0, 0);
    // The clock stops before the way back: the toast's 5 s are counted by the test alone, not by
    // how long a busy machine takes to load the page and show it.
    await pauseClock(page);
    await page.getByRole('button', { name: 'Annuler et revenir au site' }).click();
    const toast = page.getByText('Le paiement a été annulé.');
    await toast.waitFor();
    await page.clock.runFor(4400);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(1000);
    await toast.waitFor({ state: 'detached' });
  });

  it('a partner agency: its overlay, its toast, then from the confirmation back to it 2 s after the button', async () => {
    const page = await open('/cartes-cadeaux/achat?agency_code=AGV123', DESKTOP);
    await page.getByText('Vous venez de Agence Voyages du Sud.').waitFor();
    await personalise(page, 'Par l’agence');
    await toPaymentPage(page);
    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/cartes-cadeaux\/confirmation\?key=/);
    await page.route('https://voyages-du-sud.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Voyages du Sud</title>' }),
    );
    const back = page.getByRole('button', { name: 'Retourner sur le site de Agence Voyages du Sud' });
    await back.waitFor();
    await pauseClock(page);
    await back.click();
    await page.getByText('Vous quittez le site pour Agence Voyages du Sud…').waitFor();
    await page.clock.runFor(1900);
    expect(new URL(page.url()).pathname).toBe('/cartes-cadeaux/confirmation');
    await page.clock.runFor(200);
    await page.waitForURL('https://voyages-du-sud.example/');
  });

  describe("EMPTY_STOCK: the discount ran out while paying, back at step 0 with the buyer's edits", () => {
    /** Pays from the summary while the discount has just run out. */
    async function payIntoEmptyStock(page: Page) {
      await page.route('**/init-purchase', (route) => route.fulfill({ status: 404, json: { errorCode: 'EMPTY_STOCK' } }));
      await page.getByRole('checkbox').check({ force: true });
      await page.getByRole('button', { name: /^Payer/ }).click();
      await page.getByText('L’offre promotionnelle est épuisée.').waitFor();
      await page.getByLabel('Message personnalisé').waitFor();
    }

    it('back from a cancelled payment (?key): the edits stay, the stored state does not come back', async () => {
      const page = await open('/cartes-cadeaux/achat', DESKTOP);
      await personalise(page, 'Avant');
      await toPaymentPage(page);
      await page.getByRole('button', { name: 'Annuler et revenir au site' }).click();
      await page.waitForURL(/\/cartes-cadeaux\/achat\?key=/);
      await page.getByLabel('Message personnalisé').fill('Après');
      await page.getByRole('button', { name: /^100,00/ }).click();
      await page.getByRole('button', { name: 'Continuer' }).click();
      await payIntoEmptyStock(page);
      expect(await page.getByLabel('Message personnalisé').inputValue()).toBe('Après');
      expect(await page.getByLabel(/Autre montant en euros/).inputValue()).toBe('100');
    });

    it("sent by a partner agency: no second overlay, and the amount stays the buyer's", async () => {
      const page = await open('/cartes-cadeaux/achat?agency_code=AGV123', DESKTOP);
      await page.getByText('Vous venez de Agence Voyages du Sud.').waitFor();
      await personalise(page, 'Par l’agence');
      const arrivals: string[] = [];
      await page.exposeFunction('arrival', (text: string) => arrivals.push(text));
      await page.evaluate(() =>
        new MutationObserver(() => {
          // The overlay is a status; the page's own text, not the catalog the islands carry.
          if ([...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes('Bienvenue de la part de')))
            (window as unknown as { arrival(text: string): void }).arrival('overlay');
        }).observe(document.body, { childList: true, subtree: true, characterData: true }),
      );
      await payIntoEmptyStock(page);
      expect(await page.getByLabel('Message personnalisé').inputValue()).toBe('Par l’agence');
      expect(await page.getByLabel(/Autre montant en euros/).inputValue()).toBe('50');
      expect(arrivals).toEqual([]);
    });
  });

  it('DIRECT sets the activation day to today, DEFERRED to tomorrow; a typed day counts once the field is left', async () => {
    const page = await open('/cartes-cadeaux/achat', DESKTOP);
    const card = page.getByRole('group', { name: 'Votre carte' });
    const validity = () => card.locator('dt:has-text("Validité") + dd').textContent();
    const french = (day: string) => day.split('-').reverse().join('/');
    await page.getByRole('button', { name: /^20,00/ }).waitFor();
    expect(await validity()).toContain(`du ${french(testDay())}`);
    await page.getByText('À une date choisie').click();
    const field = page.getByLabel('Date d’activation');
    // Written as French writes it, whatever the browser's language.
    expect(await field.inputValue()).toBe(french(testDay(1)));
    expect(await validity()).toContain(`du ${french(testDay(1))}`);
    await field.fill(french(testDay(12)));
    expect(await validity()).toContain(`du ${french(testDay(1))}`);
    // Committed when the field is left.
    await page.getByLabel('Message personnalisé').click();
    expect(await validity()).toContain(`du ${french(testDay(12))}`);
    await page.getByText('Dès aujourd’hui').click();
    expect(await validity()).toContain(`du ${french(testDay())}`);
    await page.getByText('À une date choisie').click();
    expect(await page.getByLabel('Date d’activation').inputValue()).toBe(french(testDay(1)));
  });

  it('each dialog says what a 404 means to it', async () => {
    const unknown = {
      'Numéro de transaction': '999999999999',
      'Adresse e-mail': 'personne@example.com',
      'Confirmez l’adresse e-mail': 'personne@example.com',
    };
    const cases: Array<[string, Record<string, string>, string]> = [
      ['Renvoyer l’e-mail de la carte', { ...unknown, 'Référence (6 caractères)': 'ZZZZZZ' }, 'Les informations saisies sont incorrectes.'],
      [
        'Renvoyer mes e-mails d’achat',
        { 'Adresse e-mail': 'personne@example.com', 'Confirmez l’adresse e-mail': 'personne@example.com', Du: testDay(-30), Au: testDay() },
        'Les informations saisies sont incorrectes.',
      ],
      ['Changer la date d’activation', { ...unknown, 'Date d’activation': testDay(5) }, 'Aucune carte ne correspond à ces informations.'],
      ['Me rétracter', unknown, 'Aucune carte ne correspond à ces informations.'],
    ];
    for (const [opener, fields, message] of cases) {
      const page = await open('/cartes-cadeaux/aide', DESKTOP);
      const withCaptcha = opener === 'Renvoyer l’e-mail de la carte';
      const captcha = withCaptcha && page.waitForResponse((response) => response.url().endsWith('/generate-captcha'));
      await page.getByRole('button', { name: opener }).click();
      const dialog = page.getByRole('dialog');
      await fillDialog(page, fields);
      if (captcha) {
        const { captchaId } = (await (await captcha).json()) as { captchaId: string };
        await dialog.getByLabel('Code de sécurité').fill(captchaAnswer(captchaId));
      }
      await dialog.locator('button[type="submit"]').click();
      await page.getByText(message).waitFor();
      await page.context().close();
    }
  });

  it("the recipient's change-PIN dialog says a 404 is invalid inputs", async () => {
    const page = await open('/cartes-cadeaux/ma-carte', DESKTOP);
    const captcha = page.waitForResponse((response) => response.url().endsWith('/generate-captcha'));
    await page.getByRole('button', { name: 'Modifier mon code PIN' }).click();
    const { captchaId } = (await (await captcha).json()) as { captchaId: string };
    await fillDialog(page, {
      'Numéro de carte': '6036190000000000099',
      'Numéro de transaction': '999999999999',
      'Adresse e-mail': 'personne@example.com',
      'Confirmez l’adresse e-mail': 'personne@example.com',
      'Code de sécurité': captchaAnswer(captchaId),
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Envoyer un nouveau code PIN' }).click();
    await page.getByText('Les informations saisies sont incorrectes.').waitFor();
  });
});

describe('the other languages', () => {
  it.each([
    ['/en/gift-cards/purchase', 'Give a gift card'],
    ['/es/tarjetas-regalo/mi-tarjeta', 'Consultar mi tarjeta regalo'],
    ['/it/carte-regalo/aiuto', 'Serve aiuto?'],
    ['/en/gift-cards/confirmation', 'Give a gift card'],
  ])('%s shows its page in its language, without violations', async (path, heading) => {
    const page = await open(path, MOBILE);
    await page.getByRole('heading', { name: heading }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the server log', () => {
  it('holds no card number, PIN, CVC or e-mail address', () => {
    expect(log.length).toBeGreaterThan(0);
    // The line around a leak, so a failure shows where it is.
    const leak =
      /.{0,200}(?:6036\s?1900\s?0000|4242\s?4242\s?4242\s?4242|4000\s?0000\s?0000\s?(?:0002|3220)|@example\.com|"pin"|"cvc"|cvc=|captchaCode|DEMO0\d)/i;
    expect(log.match(leak)?.[0]).toBeUndefined();
  });
});
