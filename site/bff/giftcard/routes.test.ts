import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { activationWindow, resendPurchaseWindow } from '../../../domain/giftcard/dates';
import { loadCatalogs } from '../../i18n/catalogs';
import type { SiteRuntime } from '../../server/runtime';
import { openStore, type Store } from '../../store/store';
import { giftCardMigrations } from './migrations';
import type { BffContext } from '../context';
import { registerRateLimits } from '../rate-limits';
import { registerApiSchemas } from '../request-validation';
import { giftCardFeature } from './feature';
import type { GiftCardTables } from './tables';
import { tunnelState } from '../../../tests/helpers/giftcards';
import { IDEMPOTENCY_KEY_HEADER } from '../../../domain/webform/idempotency-key';
import { DemoPaymentProvider } from './demo-payment-provider';

/** What node-postgres throws for a query on a connection PostgreSQL ended (restart, failover). */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });

const root = join(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'quai-giftcard-routes-'));
let log = '';
let store: Store;
let app: FastifyInstance;

beforeAll(async () => {
  vi.stubEnv('QUAI_DATA_DIR', dataDir);
  store = await openStore({ dataDirectory: dataDir, migrations: giftCardMigrations });
  const runtime = { catalogs: loadCatalogs(join(root, 'site/i18n')) } as unknown as SiteRuntime;
  app = Fastify({
    logger: {
      level: 'info',
      stream: new Writable({
        write: (chunk, _encoding, next) => {
          log += chunk.toString();
          next();
        },
      }),
    },
  });
  registerApiSchemas(app);
  await registerRateLimits(app, store);
  await giftCardFeature.register(app, { store, runtime: async () => runtime, root, env: {} } as unknown as BffContext);
});
afterAll(async () => {
  await app.close();
  await store.close();
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const api = (call: string, payload: object) => post(`/api/bff/giftcard/${call}`, payload);
const db = () => store.tables<GiftCardTables>();
const form = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const outbox = () => db().selectFrom('giftcard_outbox').selectAll().orderBy('id', 'desc').execute();
const BUYER = 'louis.bernard@example.com';
const RECIPIENT = 'camille.martin@example.com';

async function captcha(): Promise<{ captchaId: string; answer: string }> {
  const { captchaId } = (await app.inject('/api/bff/giftcard/worldline/generate-captcha')).json() as { captchaId: string };
  const { answer } = await db()
    .selectFrom('giftcard_captcha')
    .select('answer')
    .where('captcha_id', '=', captchaId)
    .executeTakeFirstOrThrow();
  return { captchaId, answer };
}

/** Starts a purchase and answers the path of its hosted payment page and the sealed key the page returns with. */
async function startPurchase(storageId: string, state = tunnelState({ productId: 'carte-cadeau', discountId: null })) {
  const init = await api('init-purchase', { callbackUrl: '/cartes-cadeaux/confirmation', storageId, tunnelState: state });
  expect(init.statusCode).toBe(200);
  return init.json() as { pageUrl: string; localData: string };
}

describe('the catalogue', () => {
  it('lists the editor’s products sorted by minimum then maximum amount, with stock', async () => {
    const catalogue = (await app.inject('/api/bff/giftcard/worldline/get-catalog')).json() as Array<{
      productId: string;
      minAmount: number;
      availableDiscounts: Array<{ numberAvailable: number }>;
    }>;
    expect(catalogue.map((entry) => entry.productId)).toEqual(['carte-cadeau', 'carte-cadeau-premium']);
    expect(catalogue[0]!.availableDiscounts[0]!.numberAvailable).toBe(5);
  });
});

describe('POST /api/decrypt', () => {
  it('opens what the server sealed and answers 400 to tampered, truncated or foreign data', async () => {
    const { localData } = await startPurchase('decrypt-storage-1');
    const opened = await post('/api/decrypt', { encryptedData: localData });
    expect(opened.statusCode).toBe(200);
    expect(JSON.parse(opened.json() as string)).toMatchObject({ tunnelStep: 2, tunnelState: { buyerInfos: { lastname: 'Bernard' } } });
    const flipped = localData.slice(0, 30) + (localData[30] === 'A' ? 'B' : 'A') + localData.slice(31);
    for (const encryptedData of [flipped, localData.slice(0, 25), 'bm90IG91cnM']) {
      const answer = await post('/api/decrypt', { encryptedData });
      expect(answer.statusCode).toBe(400);
    }
    expect((await post('/api/decrypt', {})).statusCode).toBe(400);
  });
});

describe('the purchase through the test payment provider', () => {
  it('pays with 4242 4242 4242 4242, returns with the key and issues the card with its e-mails', async () => {
    const { pageUrl } = await startPurchase('psp-storage-1');
    const page = await app.inject(pageUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('50,00');
    const paid = await form(pageUrl, { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', action: 'pay' });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string, 'http://site');
    expect(back.pathname).toBe('/cartes-cadeaux/confirmation');
    const finalized = await api('finalize-purchase', { key: back.searchParams.get('key') });
    expect(finalized.statusCode).toBe(200);
    const body = finalized.json() as { state: string; data: { orderId: string; cardNumber: string; payedAmount: number } };
    expect(body).toMatchObject({ state: 'FINALISED', data: { cardNumber: '4242', payedAmount: 50 } });
    expect(body.data.orderId).toMatch(/^[A-Z2-9]{6}$/);
    const again = await api('finalize-purchase', { key: back.searchParams.get('key') });
    expect((again.json() as typeof body).data.orderId).toBe(body.data.orderId);
    const mails = (await outbox()).filter((mail) => mail.text.includes(body.data.orderId));
    // Intl writes a no-break space before the euro sign.
    expect(mails.map((mail) => mail.subject.replace(/\s/g, ' ')).sort()).toEqual(
      [`Confirmation de votre achat · référence ${body.data.orderId}`, 'Votre carte cadeau Quai de 50,00 €'].sort(),
    );
    expect(mails.find((mail) => mail.subject.startsWith('Votre carte'))!.text).toMatch(/Code PIN : \d{4}/);
  });

  it('writes the e-mails in the language the card was bought in', async () => {
    const init = (
      await api('init-purchase', {
        callbackUrl: '/en/gift-cards/confirmation',
        storageId: 'psp-storage-en',
        tunnelState: tunnelState({ productId: 'carte-cadeau', discountId: null }),
        langcode: 'en',
      })
    ).json() as { pageUrl: string };
    const paid = await form(init.pageUrl, { number: '4242424242424242', expiry: '12/39', cvc: '123', action: 'pay' });
    const key = new URL(paid.headers.location as string, 'http://site').searchParams.get('key');
    const { data } = (await api('finalize-purchase', { key })).json() as { data: { orderId: string } };
    expect((await outbox()).map((mail) => mail.subject)).toContain(`Your purchase · reference ${data.orderId}`);
  });

  it('declines 4000 0000 0000 0002 on the payment page and lets the visitor try again', async () => {
    const { pageUrl } = await startPurchase('psp-storage-2');
    const declined = await form(pageUrl, { number: '4000000000000002', expiry: '12/39', cvc: '123', action: 'pay' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Paiement refusé');
    expect((await app.inject(pageUrl)).statusCode).toBe(200);
  });

  it('asks a 3-D Secure confirmation for 4000 0000 0000 3220', async () => {
    const { pageUrl } = await startPurchase('psp-storage-3');
    const challenge = await form(pageUrl, { number: '4000 0000 0000 3220', expiry: '12/39', cvc: '123', action: 'pay' });
    expect(challenge.body).toContain('3-D Secure');
    const refused = await form(pageUrl.replace('/pay/', '/3ds/'), { action: 'refuse' });
    expect(refused.statusCode).toBe(402);
    await form(pageUrl, { number: '4000 0000 0000 3220', expiry: '12/39', cvc: '123', action: 'pay' });
    const confirmed = await form(pageUrl.replace('/pay/', '/3ds/'), { action: 'confirm' });
    expect(confirmed.statusCode).toBe(303);
    const key = new URL(confirmed.headers.location as string, 'http://site').searchParams.get('key');
    expect((await api('finalize-purchase', { key })).json()).toMatchObject({ state: 'FINALISED', data: { cardNumber: '3220' } });
  });

  it('cancels from the payment page: finalisation answers ABANDONED with the state to restore', async () => {
    const { pageUrl } = await startPurchase('psp-storage-4');
    const cancelled = await form(pageUrl, { action: 'cancel' });
    const key = new URL(cancelled.headers.location as string, 'http://site').searchParams.get('key');
    const answer = (await api('finalize-purchase', { key })).json() as { state: string; localData: string };
    expect(answer.state).toBe('ABANDONED');
    expect(JSON.parse((await post('/api/decrypt', { encryptedData: answer.localData })).json() as string)).toMatchObject({
      tunnelStep: 'ABANDONED',
    });
  });

  it('answers 404 EMPTY_STOCK once the discount is used up', async () => {
    const premium = (n: number) =>
      tunnelState({
        productId: 'carte-cadeau-premium',
        amount: 200,
        discountId: 'premium-15',
        buyerInfos: { lastname: 'Roux', firstname: 'Anna', email: `anna${n}@example.com`, confirm: `anna${n}@example.com` },
      });
    await db().updateTable('giftcard_stock').set({ remaining: 1 }).where('discount_id', '=', 'premium-15').execute();
    expect(
      (await api('init-purchase', { callbackUrl: '/cartes-cadeaux/confirmation', storageId: 'stock-storage-1', tunnelState: premium(1) }))
        .statusCode,
    ).toBe(200);
    const empty = await api('init-purchase', {
      callbackUrl: '/cartes-cadeaux/confirmation',
      storageId: 'stock-storage-2',
      tunnelState: premium(2),
    });
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({ errorCode: 'EMPTY_STOCK' });
  });
});

describe('init-purchase sent again under its Idempotency-Key, and while the database is away', () => {
  afterEach(() => vi.restoreAllMocks());
  /** A purchase of the premium card with its 15 % discount: its stock shows a use taken twice. */
  const premiumPurchase = (storageId: string, langcode = 'fr') => ({
    callbackUrl: '/cartes-cadeaux/confirmation',
    storageId,
    tunnelState: tunnelState({ productId: 'carte-cadeau-premium', amount: 200, discountId: 'premium-15' }),
    langcode,
  });
  const init = (body: object, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/bff/giftcard/init-purchase',
      headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
      payload: body,
      // A buyer of their own, whose purchases leave the others' rate limit alone.
      remoteAddress: '203.0.113.39',
    });
  /** Sets the uses left of the premium discount (the catalogue, once read, counts its stock). */
  const stockOf = async (remaining: number) => {
    await app.inject('/api/bff/giftcard/worldline/get-catalog');
    await db().updateTable('giftcard_stock').set({ remaining }).where('discount_id', '=', 'premium-15').execute();
  };
  const stock = async () =>
    (await db().selectFrom('giftcard_stock').select('remaining').where('discount_id', '=', 'premium-15').executeTakeFirstOrThrow())
      .remaining;
  const purchasesOf = (storageId: string) => db().selectFrom('giftcard_purchase').selectAll().where('storage_id', '=', storageId).execute();
  const opened = async (answer: { json(): unknown }) => {
    const { pageUrl, localData } = answer.json() as { pageUrl: string; localData: string };
    return { pageUrl, tunnel: JSON.parse((await post('/api/decrypt', { encryptedData: localData })).json() as string) as unknown };
  };

  it('answers a repeated key with the first answer: one purchase, one payment, one discount use', async () => {
    await stockOf(10);
    const key = 'b7e2c1d0f9a8b7c6d5e4f3a2b1c0d9e8';
    const first = await init(premiumPurchase('key-storage-1'), key);
    expect(first.statusCode).toBe(200);
    const again = await init(premiumPurchase('key-storage-1'), key);
    expect(again.statusCode).toBe(200);
    expect(await opened(again)).toEqual(await opened(first));
    expect((await opened(first)).tunnel).toMatchObject({ tunnelStep: 2, tunnelState: { discountedAmount: 185 } });
    expect(await purchasesOf('key-storage-1')).toHaveLength(1);
    expect(await stock()).toBe(9);
    // The same key with another purchase is refused; without a key, a used storage id still is.
    expect((await init(premiumPurchase('key-storage-2'), key)).statusCode).toBe(422);
    expect((await init(premiumPurchase('key-storage-1'))).statusCode).toBe(409);
    expect(await stock()).toBe(9);
  });

  it('two sendings at once under one key (a retry racing the first, another server): one purchase, one discount use, the same answer', async () => {
    await stockOf(10);
    const key = 'd9a4e3f2b1c0d9e8f7a6b5c4d3e2f1a0';
    const before = (await db().selectFrom('giftcard_test_payment').select('payment_id').execute()).map((row) => row.payment_id);
    const [one, two] = await Promise.all([init(premiumPurchase('race-storage-1'), key), init(premiumPurchase('race-storage-1'), key)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(await opened(two)).toEqual(await opened(one));
    const [purchase, ...others] = await purchasesOf('race-storage-1');
    expect(others).toEqual([]);
    expect(await stock()).toBe(9);
    // A payment the later sending opened before it lost the race is closed: only the answered one can be paid.
    const payments = await db().selectFrom('giftcard_test_payment').select(['payment_id', 'state']).execute();
    const fresh = payments.filter((payment) => !before.includes(payment.payment_id));
    expect(fresh.filter((payment) => payment.state === 'PENDING')).toEqual([{ payment_id: purchase!.payment_id, state: 'PENDING' }]);
    expect(fresh.filter((payment) => payment.payment_id !== purchase!.payment_id).every((payment) => payment.state === 'CANCELLED')).toBe(
      true,
    );
  });

  it('answers 503 with Retry-After and the message in the buyer’s language, takes nothing, and the same key sent again buys once', async () => {
    await stockOf(10);
    const key = 'c8f3d2e1a0b9c8d7e6f5a4b3c2d1e0f9';
    vi.spyOn(DemoPaymentProvider.prototype, 'create').mockRejectedValueOnce(terminated());
    const refused = await init(premiumPurchase('outage-storage-1', 'en'), key);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    const message = 'The service is temporarily unavailable. What you entered is kept: try again in 5 seconds.';
    expect(refused.json()).toEqual({ message: { message, error: message } });
    expect(await purchasesOf('outage-storage-1')).toEqual([]);
    expect(await stock()).toBe(10);

    const stored = await init(premiumPurchase('outage-storage-1', 'en'), key);
    expect(stored.statusCode).toBe(200);
    // A third sending (the second's answer cut off): the same payment page, not another purchase.
    expect(await opened(await init(premiumPurchase('outage-storage-1', 'en'), key))).toEqual(await opened(stored));
    expect(await purchasesOf('outage-storage-1')).toHaveLength(1);
    expect(await stock()).toBe(9);
  });

  it('refuses a key that is not one, buying nothing', async () => {
    const refused = await init(premiumPurchase('bad-key-storage'), 'short key');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/idempotency-key header must be 16 to 128/);
    expect(await purchasesOf('bad-key-storage')).toEqual([]);
  });
});

describe('the recipient and buyer services on the demo cards', () => {
  it('shows a card to its number and reference only', async () => {
    const card = await api('get-card-informations', { pan: ' 6036 1900 0000 0000 016 ', orderId: 'DEMO01' });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      amountLeft: 5000,
      recipientName: 'Camille Martin',
      recipientEmail: RECIPIENT,
      personalizedMessage: 'Bon voyage !',
    });
    expect((await api('get-card-informations', { pan: '6036190000000000016', orderId: 'DEMO02' })).statusCode).toBe(404);
    expect((await api('get-card-informations', { pan: '6036190000000000016', orderId: 'DEMO1' })).statusCode).toBe(400);
  });

  it('changes the PIN after a wrong captcha (401 INCORRECT_CAPTCHA) then a right one, and mails the new PIN', async () => {
    const body = { pan: '6036190000000000016', transactionId: '100000000001', email: RECIPIENT, confirm: RECIPIENT };
    const first = await captcha();
    const wrong = await api('change-pin', { ...body, captchaId: first.captchaId, captchaCode: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ cause: 'INCORRECT_CAPTCHA' });
    const replayed = await api('change-pin', { ...body, captchaId: first.captchaId, captchaCode: first.answer });
    expect(replayed.statusCode).toBe(401);
    const second = await captcha();
    const changed = await api('change-pin', { ...body, captchaId: second.captchaId, captchaCode: second.answer });
    expect(changed.statusCode).toBe(200);
    expect((await outbox())[0]).toMatchObject({ recipient: RECIPIENT, subject: 'Votre nouveau code PIN' });
    const third = await captcha();
    expect(
      (await api('change-pin', { ...body, transactionId: '100000000002', captchaId: third.captchaId, captchaCode: third.answer }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api('change-pin', { ...body, confirm: 'other@example.com', captchaId: third.captchaId, captchaCode: third.answer }))
        .statusCode,
    ).toBe(400);
  });

  it('sends the card e-mail again, without a PIN', async () => {
    const { captchaId, answer } = await captcha();
    const sent = await api('resend-email', {
      transactionId: '100000000001',
      orderId: 'DEMO01',
      email: BUYER,
      confirm: BUYER,
      captchaId,
      captchaCode: answer,
      langcode: 'en',
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ recipient: BUYER, subject: 'Your €50.00 Quai gift card' });
    expect(mail!.text).toContain('6036 1900 0000 0000 016');
    expect(mail!.text).not.toMatch(/PIN: \d/);
  });

  it('sends the purchase e-mails of a date range within one year and one month', async () => {
    const window = resendPurchaseWindow();
    expect(
      (await api('resend-purchase-email', { email: BUYER, confirm: BUYER, minDate: window.min, maxDate: window.max })).statusCode,
    ).toBe(200);
    expect(
      (
        await api('resend-purchase-email', {
          email: 'nobody@example.com',
          confirm: 'nobody@example.com',
          minDate: window.min,
          maxDate: window.max,
        })
      ).statusCode,
    ).toBe(404);
    const tooEarly = await api('resend-purchase-email', { email: BUYER, confirm: BUYER, minDate: '2000-01-01', maxDate: window.max });
    expect(tooEarly.statusCode).toBe(400);
    expect(
      (await api('resend-purchase-email', { email: BUYER, confirm: BUYER, minDate: window.max, maxDate: window.min })).statusCode,
    ).toBe(400);
  });

  it('moves a deferred activation within tomorrow to one month, and refuses an active card', async () => {
    const window = activationWindow();
    const body = { transactionId: '100000000002', email: BUYER, confirm: BUYER };
    expect((await api('update-activation-date', { ...body, activationDate: window.max })).statusCode).toBe(200);
    expect((await api('get-card-informations', { pan: '6036190000000000024', orderId: 'DEMO02' })).json()).toMatchObject({
      startValidity: window.max,
    });
    expect((await api('update-activation-date', { ...body, activationDate: '2999-01-01' })).statusCode).toBe(400);
    expect((await api('update-activation-date', { ...body, transactionId: '999', activationDate: window.min })).statusCode).toBe(404);
    expect((await api('update-activation-date', { ...body, transactionId: '100000000001', activationDate: window.min })).statusCode).toBe(
      409,
    );
  });

  it('withdraws a purchase once, and refuses one past its 14 days', async () => {
    const body = { email: BUYER, confirm: BUYER };
    expect((await api('retractation', { ...body, transactionId: '100000000003' })).json()).toMatchObject({ cause: 'ALREADY_RETRACTED' });
    const expired = await api('retractation', { ...body, transactionId: '100000000004' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ cause: 'EXPIRED' });
    expect((await api('retractation', { ...body, transactionId: '424242' })).statusCode).toBe(404);
  });
});

describe('what the server keeps out of its log and lets through', () => {
  it('never logs a card number, PIN, code or address', async () => {
    await api('get-card-informations', { pan: '6036190000000000016', orderId: 'DEMO01' });
    expect(log).not.toMatch(/6036\s?19|@example\.com|4242|DEMO0/);
  });

  it('limits lookups per client: past 20 a minute, 429', async () => {
    const answers = [];
    for (let index = 0; index < 22; index++)
      answers.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/bff/giftcard/get-card-informations',
            payload: { pan: '1', orderId: 'ABCDEF' },
            remoteAddress: '10.0.0.9',
          })
        ).statusCode,
      );
    expect(answers.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429]);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/bff/giftcard/get-card-informations',
          payload: { pan: '1', orderId: 'ABCDEF' },
          remoteAddress: '10.0.0.10',
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each(
    ['change-pin', 'resend-email', 'resend-purchase-email', 'update-activation-date', 'retractation'].map((call, index) => [
      call,
      `10.0.1.${index + 1}`,
    ]),
  )('limits %s per client: past 20 a minute, 429', async (call, address) => {
    const statuses = [];
    for (let index = 0; index < 21; index++)
      statuses.push(
        (await app.inject({ method: 'POST', url: `/api/bff/giftcard/${call}`, payload: {}, remoteAddress: address })).statusCode,
      );
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('limits new captchas per client: past 30 a minute, 429', async () => {
    const statuses = [];
    for (let index = 0; index < 31; index++)
      statuses.push(
        (await app.inject({ method: 'GET', url: '/api/bff/giftcard/worldline/generate-captcha', remoteAddress: '10.0.2.1' })).statusCode,
      );
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 60_000);

  it('shows the outbox outside production', async () => {
    const page = await app.inject('/_outbox');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Outbox</h1>');
  });
});
