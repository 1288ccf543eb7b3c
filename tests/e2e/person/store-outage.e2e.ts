import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { IDEMPOTENCY_KEY_HEADER } from '../../../domain/webform/idempotency-key';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../../helpers/postgres-cluster';
import { axeViolations, baseUrl, decidedConsentCookie, launchBrowser } from '../browser';
import { startServer, type RunningServer } from '../server';
import { pageViolations } from '../webform-visit';
import { acceptTerms, payWithTestCard, personalise } from './giftcard-tunnel';
import { arrive, click, isFocused, keepScreenshot, pause, press, sees, tabTo, type, WIDTHS } from './pace';

/**
 * The database goes away while a person is sending something, then comes back: the gift-card
 * purchase (scripts on) and the details form sent without JavaScript. The person reads the
 * server's message, finds everything typed still there, waits and sends again: the purchase is
 * made once, the form stored once. This file runs its own server on a PostgreSQL cluster of its
 * own, which it stops and starts; the journeys run one after the other.
 */

let browser: Browser;
let cluster: PostgresCluster;
let databaseUrl: string;
let server: RunningServer;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  databaseUrl = await createDatabase(cluster.url, 'quai_outage');
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { QUAI_DATABASE_URL: databaseUrl, QUAI_DEV_TOOLS: 'off' } })]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  cluster?.stop();
});

const OUTAGE = 'Le service est momentanément indisponible. Votre saisie est conservée : réessayez dans 5 secondes.';

/** One query on the test's database (the server's own pool is not involved). */
async function query<Row>(text: string, values: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Whether a journey stopped the cluster and has not started it again (a failed journey leaves it so). */
let halted = false;
afterEach(async () => {
  if (halted) await cluster.resume();
  halted = false;
});

/** The database is back and the server answers it again (its readiness), as the message's 5 s allow. */
async function databaseBack(page: Page) {
  await cluster.resume();
  halted = false;
  await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 10_000, interval: 250 }).toBe(200);
  await pause(page);
}

/** The database away: a fast stop, every connection ended, as a restart or a failover begins. */
async function databaseAway() {
  await cluster.halt();
  halted = true;
  await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 10_000, interval: 250 }).toBe(503);
}

describe.each(WIDTHS)('the database away while sending, at %s', (_width, viewport) => {
  it('the gift-card purchase: the server’s message on the summary, everything kept, sent again once the database is back, bought once', async () => {
    const { page, errors } = await arrive(browser, `${server.url}/cartes-cadeaux/achat`, viewport, { testClock: true });
    const sent: Array<{ key: string | undefined; status: number }> = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/init-purchase'))
        sent.push({ key: response.request().headers()[IDEMPOTENCY_KEY_HEADER], status: response.status() });
    });
    const message = `Joyeux anniversaire ${viewport.width}`;
    await personalise(page, message);
    await acceptTerms(page);
    await databaseAway();

    const pay = page.getByRole('button', { name: /^Payer/ });
    await click(pay);
    const alert = page.getByRole('alert').filter({ hasText: OUTAGE });
    await sees(alert);
    expect(await isFocused(alert)).toBe(true);
    // The summary as it was: the card, the people, the terms still ticked; no generic toast.
    expect(await page.getByRole('heading', { name: 'Récapitulatif' }).isVisible()).toBe(true);
    expect(await page.getByText(message).isVisible()).toBe(true);
    expect(await page.getByText('Camille Martin').isVisible()).toBe(true);
    expect(await page.getByText('louis.bernard@example.com').isVisible()).toBe(true);
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    expect(await page.getByText('Une erreur est survenue. Réessayez.').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'outage-giftcard-refused');
    expect(sent).toEqual([{ key: expect.stringMatching(/^[0-9a-f]{32}$/), status: 503 }]);

    // From the message, Tab reaches "modify", then "pay" again.
    await press(page, 'Tab');
    expect(await isFocused(page.getByRole('button', { name: 'Modifier' }))).toBe(true);
    await databaseBack(page);
    await tabTo(pay);
    await press(page, 'Enter');
    await page.waitForURL(/\/_test-psp\/pay\//);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ key: sent[0]!.key, status: 200 });
    const purchases = await query<{ state: string; content: string }>(
      'select state, content from giftcard_purchase where idempotency_key = $1',
      [sent[0]!.key],
    );
    expect(purchases).toHaveLength(1);
    expect(JSON.parse(purchases[0]!.content)).toMatchObject({ tunnelState: { personalizedMessage: message, amount: 50 } });

    await payWithTestCard(page);
    const cards = await query<{ n: string }>('select count(*) as n from giftcard_card where personalized_message = $1', [message]);
    expect(cards).toEqual([{ n: '1' }]);
    await keepScreenshot(page, 'outage-giftcard-bought');
    expect(errors.filter((error) => !/503/.test(error))).toEqual([]);
    await page.context().close();
  });

  it('the details form without JavaScript: its page again (503), the message and every value typed, stored once when sent again', async () => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    await context.addCookies([decidedConsentCookie(baseUrl())]);
    const page = await context.newPage();
    await page.goto(`${server.url}/mes-coordonnees`, { waitUntil: 'load' });
    const name = page.getByRole('group', { name: /Votre nom/ });
    const home = page.getByRole('group', { name: /Adresse postale/ });
    const note = `Arrivé pendant une panne ${viewport.width}`;
    const fields = [
      [name.getByLabel('Prénom'), 'Camille'],
      [name.getByLabel(/^Nom/), 'Martin'],
      [home.getByLabel(/^Adresse/), '12 rue de la Gare'],
      [home.getByLabel('Code postal'), '69003'],
      [home.getByLabel('Ville'), 'Lyon'],
      [page.getByLabel('Un mot pour nous'), note],
    ] as const;
    // The country first (the address's parts follow its order), then the mouse to each field, keys one by one.
    await home.getByLabel('Pays').selectOption('FR');
    await pause(page);
    for (const [field, value] of fields) {
      await click(field);
      await type(field, value);
    }
    await databaseAway();

    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await click(page.getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    const refused = await answer;
    expect(refused.status()).toBe(503);
    expect(refused.headers()['retry-after']).toBe('5');
    expect(refused.headers()['content-type']).toMatch(/^text\/html/);
    const alert = page.getByRole('alert', { name: OUTAGE });
    await sees(alert);
    expect(await isFocused(alert)).toBe(true);
    for (const [field, value] of fields) expect(await field.inputValue()).toBe(value);
    expect(await pageViolations(browser, page, false)).toEqual([]);
    await keepScreenshot(page, 'outage-form-refused');

    await databaseBack(page);
    await click(page.getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    await sees(page.getByText('Merci, vos coordonnées sont enregistrées.'));
    expect(new URL(page.url()).search).toBe('?sent=coordonnees');
    const stored = await query<{ n: string }>(
      "select count(*) as n from webform_submission where webform_id = 'coordonnees' and data like $1",
      [`%${note}%`],
    );
    expect(stored).toEqual([{ n: '1' }]);
    await keepScreenshot(page, 'outage-form-sent');
    await context.close();
  });
});
