import fc from 'fast-check';
import { openTestStore, STORE_DIALECTS } from '../../../tests/helpers/store-engines';
import type { Store } from '../../store/store';
import { PictureCaptcha, CAPTCHA_LIFETIME_MS } from './captcha';
import { ensureDemoCards } from './demo-cards';
import { CardLedger, type NewCard } from './ledger';
import { newCardNumber, passesLuhn } from './luhn';
import { pinMatches } from './secrets';
import type { GiftCardTables } from './tables';

const newCard = (purchaseId: string, amount = 5000): NewCard => ({
  pan: newCardNumber(),
  pin_hash: 'scrypt$00$00',
  order_id: 'ABCDEF',
  transaction_id: `tx-${purchaseId}`,
  purchase_id: purchaseId,
  product_id: 'carte',
  image_id: 'voyage',
  recipient_name: 'Camille Martin',
  recipient_email: 'camille@example.com',
  buyer_name: 'Louis Bernard',
  buyer_email: 'louis@example.com',
  personalized_message: '',
  amount,
  activationDay: '2026-11-23',
});

describe.each(STORE_DIALECTS)('the card ledger on %s', (dialect) => {
  let store: Store;
  let ledger: CardLedger;
  beforeAll(async () => {
    store = await openTestStore(dialect);
    ledger = new CardLedger(store);
    await ensureDemoCards(store);
    await ensureDemoCards(store);
  });
  afterAll(() => store.close());

  it('holds the demo cards once however often they are added, their PIN stored as a slow hash, balances derived from movements', async () => {
    expect(await ledger.movements('6036190000000000016')).toHaveLength(2);
    const active = (await ledger.byPan('6036190000000000016'))!;
    expect(active.balance).toBe(5000);
    expect(active.card.pin_hash).toMatch(/^scrypt\$/);
    expect(await pinMatches('1234', active.card.pin_hash)).toBe(true);
    expect(await pinMatches('1235', active.card.pin_hash)).toBe(false);
    expect((await ledger.byPan('6036190000000000032'))!).toMatchObject({ balance: 0, retracted: true });
    for (const pan of ['6036190000000000016', '6036190000000000024', '6036190000000000032', '6036190000000000040'])
      expect(passesLuhn(pan)).toBe(true);
  });

  it('issues one card per purchase under concurrent retries, each with one issue movement', async () => {
    const attempts = await Promise.all(Array.from({ length: 10 }, () => ledger.issue(newCard('retried-purchase'), new Date())));
    expect(new Set(attempts.map((attempt) => attempt.pan)).size).toBe(1);
    expect(attempts.filter((attempt) => attempt.created)).toHaveLength(1);
    const movements = await ledger.movements(attempts[0]!.pan);
    expect(movements.filter((movement) => movement.kind === 'issue')).toHaveLength(1);
  });

  it('keeps the balance equal to the sum of the movements, and withdraws a card once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.constantFrom('activate', 'retract'), { maxLength: 6 }),
        async (amount, actions) => {
          const purchase = `property-${Math.random()}`;
          const { pan } = await ledger.issue(newCard(purchase, amount), new Date());
          let retractions = 0;
          for (const action of actions) {
            if (action === 'activate') await ledger.activate(pan, '2026-12-01', new Date());
            else if (await ledger.retract(pan, new Date())) retractions++;
          }
          const state = (await ledger.byPan(pan))!;
          const movements = await ledger.movements(pan);
          expect(state.balance).toBe(movements.reduce((sum, movement) => sum + movement.amount, 0));
          expect(retractions).toBe(actions.includes('retract') ? 1 : 0);
          expect(state.balance).toBe(actions.includes('retract') ? 0 : amount);
          if (actions.includes('activate')) expect(state.activationDay).toBe('2026-12-01');
        },
      ),
      { numRuns: 15 },
    );
  });

  it('never lets two racing withdrawals both succeed', async () => {
    const { pan } = await ledger.issue(newCard('raced-retraction'), new Date());
    const results = await Promise.all(Array.from({ length: 6 }, () => ledger.retract(pan, new Date())));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await ledger.byPan(pan))!.balance).toBe(0);
  });

  it('accepts a captcha once, within five minutes, whatever the case of the answer', async () => {
    const captcha = new PictureCaptcha(store);
    const answerOf = async (id: string) =>
      (
        await store
          .tables<GiftCardTables>()
          .selectFrom('giftcard_captcha')
          .select('answer')
          .where('captcha_id', '=', id)
          .executeTakeFirstOrThrow()
      ).answer;
    const first = await captcha.generate();
    expect(Buffer.from(first.encodedImage, 'base64').toString()).toMatch(/^<svg[^>]*>.*<path/s);
    expect(await captcha.check(first.captchaId, (await answerOf(first.captchaId)).toUpperCase())).toBe(true);
    expect(await captcha.check(first.captchaId, await answerOf(first.captchaId))).toBe(false);
    const wrong = await captcha.generate();
    expect(await captcha.check(wrong.captchaId, 'zzzzzz')).toBe(false);
    expect(await captcha.check(wrong.captchaId, await answerOf(wrong.captchaId))).toBe(false);
    const start = new Date();
    const late = await captcha.generate(start);
    expect(await captcha.check(late.captchaId, await answerOf(late.captchaId), new Date(start.getTime() + CAPTCHA_LIFETIME_MS + 1))).toBe(
      false,
    );
  });
});
