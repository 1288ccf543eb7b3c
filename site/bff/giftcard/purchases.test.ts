import { randomBytes } from 'node:crypto';
import { openTestStore, STORE_DIALECTS } from '../../../tests/helpers/store-engines';
import type { Store } from '../../store/store';
import { GiftCardCipher, UndecipherableData } from './cipher';
import type { GiftCardTables } from './tables';
import { giftCardsOver, testCatalogue, tunnelState } from '../../../tests/helpers/giftcards';

describe.each(STORE_DIALECTS)('gift-card purchases on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(dialect);
  });
  afterAll(() => store.close());

  const db = () => store.tables<GiftCardTables>();
  const remaining = async (id: string) =>
    Number((await db().selectFrom('giftcard_stock').select('remaining').where('discount_id', '=', id).executeTakeFirstOrThrow()).remaining);

  it('never takes a discount below zero: 50 purchases at once for 5 uses give 5 payments and 45 EMPTY_STOCK', async () => {
    const { purchases, cards } = await giftCardsOver(store, {
      ...testCatalogue(5),
      products: [{ ...testCatalogue(5).products[0]!, availableDiscounts: [{ id: 'rush', type: 'AMOUNT', discountAmount: 500, stock: 5 }] }],
    });
    await cards.catalogue();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        purchases.init('/cartes-cadeaux/confirmation', `rush-storage-${index}`, tunnelState({ discountId: 'rush' })),
      ),
    );
    const refused = results
      .filter((result) => result.status === 'rejected')
      .map((result) => (result as PromiseRejectedResult).reason as { status: number; errorCode?: string });
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(45);
    expect(refused.every((reason) => reason.status === 404 && reason.errorCode === 'EMPTY_STOCK')).toBe(true);
    expect(await remaining('rush')).toBe(0);
    expect((await cards.catalogue())[0]!.availableDiscounts[0]!.numberAvailable).toBe(0);
  });

  it('pays 10 % less with the discount and issues one card, whatever the number of finalisations', async () => {
    const { purchases, psp } = await giftCardsOver(store);
    const { pageUrl } = await purchases.init('/cartes-cadeaux/confirmation', 'paid-storage-1', tunnelState());
    const paymentId = pageUrl.split('/').pop()!;
    const payment = await psp.payment(paymentId);
    expect(payment!.amount).toBe(4500);
    await psp.settle(paymentId, 'PAID', '4242');
    const key = new URL(payment!.return_url, 'http://site').searchParams.get('key')!;
    const answers = await Promise.all(Array.from({ length: 8 }, () => purchases.finalize(key)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body.data?.orderId)).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ state: 'FINALISED', data: { payedAmount: 45, amount: 50, cardNumber: '4242', paymentId } });
    const purchaseId = answers[0]!.body.data!.purchaseId as string;
    const issued = await db().selectFrom('giftcard_card').select('pan').where('purchase_id', '=', purchaseId).execute();
    expect(issued).toHaveLength(1);
    const movements = await db()
      .selectFrom('giftcard_movement')
      .selectAll()
      .where('pan', '=', issued[0]!.pan)
      .where('kind', '=', 'issue')
      .execute();
    expect(movements).toHaveLength(1);
    // One card e-mail and one purchase e-mail, however many retries.
    const mails = await db().selectFrom('giftcard_outbox').selectAll().where('recipient', '=', 'louis.bernard@example.com').execute();
    expect(mails.filter((mail) => mail.text.includes(issued[0]!.pan.replace(/(\d{4})(?=\d)/g, '$1 ')))).toHaveLength(1);
    // Retried later, the answer is the same card again.
    expect((await purchases.finalize(key)).body.data?.orderId).toBe(answers[0]!.body.data?.orderId);
  });

  it('answers ABANDONED with the state to restore when the payment was cancelled, and gives the discount use back once', async () => {
    const { purchases, psp, cipher } = await giftCardsOver(store, testCatalogue(3));
    const before = await remaining('promo');
    const { pageUrl } = await purchases.init(
      '/cartes-cadeaux/confirmation?x=1',
      'cancel-storage-1',
      tunnelState({ personalizedMessage: 'Pour toi' }),
    );
    expect(await remaining('promo')).toBe(before - 1);
    const payment = (await psp.payment(pageUrl.split('/').pop()!))!;
    expect(payment.return_url).toMatch(/^\/cartes-cadeaux\/confirmation\?x=1&key=/);
    await psp.settle(payment.payment_id, 'CANCELLED', null);
    const key = new URL(payment.return_url, 'http://site').searchParams.get('key')!;
    const first = await purchases.finalize(key);
    await purchases.finalize(key);
    expect(first.status).toBe(200);
    expect(first.body.state).toBe('ABANDONED');
    expect(JSON.parse(cipher.open(first.body.localData!))).toMatchObject({
      tunnelStep: 'ABANDONED',
      tunnelState: { personalizedMessage: 'Pour toi' },
    });
    expect(await remaining('promo')).toBe(before);
  });

  it('opens a key sealed by another server on the same store', async () => {
    const { purchases } = await giftCardsOver(store);
    const other = await giftCardsOver(store);
    const { localData } = await purchases.init('/cartes-cadeaux/confirmation', 'shared-key-storage-1', tunnelState({ discountId: null }));
    expect(JSON.parse(other.cipher.open(localData))).toMatchObject({ tunnelState: { personalizedMessage: 'Joyeux anniversaire' } });
  });

  it('refuses a tampered or foreign key, and answers 403 for a key of no purchase', async () => {
    const { purchases, cipher } = await giftCardsOver(store);
    const { localData } = await purchases.init('/cartes-cadeaux/confirmation', 'tamper-storage-1', tunnelState({ discountId: null }));
    const tampered = localData.slice(0, -2) + (localData.endsWith('AA') ? 'BB' : 'AA');
    await expect(purchases.finalize(tampered)).rejects.toBeInstanceOf(UndecipherableData);
    await expect(purchases.finalize(localData.slice(0, 20))).rejects.toBeInstanceOf(UndecipherableData);
    await expect(purchases.finalize(new GiftCardCipher(randomBytes(32).toString('hex')).seal('tamper-storage-1'))).rejects.toBeInstanceOf(
      UndecipherableData,
    );
    expect((await purchases.finalize(cipher.seal('no-such-storage'))).status).toBe(403);
  });

  it('refuses amounts out of range, bad names, unconfirmed addresses and activation days outside the window', async () => {
    const { purchases } = await giftCardsOver(store);
    const refusal = (state: Record<string, unknown>, storage: string) =>
      purchases
        .init('/cartes-cadeaux/confirmation', storage, tunnelState(state))
        .catch((error: Error & { status: number }) => `${error.status} ${error.message}`);
    expect(await refusal({ amount: 19 }, 'rule-1')).toMatch(/^400 min_amount/);
    expect(await refusal({ amount: 151 }, 'rule-2')).toMatch(/^400 max_amount/);
    expect(
      await refusal({ buyerInfos: { lastname: 'Bernard2', firstname: 'Louis', email: 'a@b.fr', confirm: 'a@b.fr' } }, 'rule-3'),
    ).toMatch(/^400 alphanumerical_only/);
    expect(
      await refusal({ buyerInfos: { lastname: 'Bernard', firstname: 'Louis', email: 'a@b.fr', confirm: 'c@b.fr' } }, 'rule-4'),
    ).toMatch(/^400 /);
    expect(await refusal({ activationDate: '2999-01-01' }, 'rule-5')).toMatch(/^400 The activation date/);
    expect(await refusal({}, 'rule-6')).toHaveProperty('pageUrl');
    expect(await purchases.init('//evil.example/x', 'rule-7', tunnelState()).catch((error: Error) => error.message)).toMatch(/callbackUrl/);
  });
});
