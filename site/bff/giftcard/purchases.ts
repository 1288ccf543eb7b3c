import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { amountError, discountedAmount, eurosToCents } from '../../../domain/giftcard/amounts';
import { activationWindow, dayInWindow, today } from '../../../domain/giftcard/dates';
import { endsWithLetter, isEmail, MESSAGE_MAX_LENGTH } from '../../../domain/giftcard/people';
import type { Locale } from '@quai/engine/i18n';
import type { GiftCardTunnelState } from '../../../schemas/generated/api/giftcard-init-purchase';
import type { Store } from '../../store/store';
import type { GiftCardCipher } from './cipher';
import type { PaymentProvider } from './payments';
import type { GiftCardProvider } from './provider';
import type { GiftCardTables } from './tables';

/** A refusal the tunnel can act on: status, reason, and the error code it reads (EMPTY_STOCK). */
export class PurchaseRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message);
  }
}

/** What the tunnel keeps under its storage id: the state to restore and the step it ended at. */
interface StoredTunnel {
  tunnelState: GiftCardTunnelState;
  tunnelStep: number | 'ABANDONED' | 'ERROR';
  /** The language the buyer bought in: the card's e-mails are written in it. */
  locale?: Locale;
}

/** What init answers: the payment page to go to, and the tunnel sealed for the browser to keep. */
type InitAnswer = { pageUrl: string; localData: string };

const STORAGE_ID_USED = 'This storageId was already used: start a new purchase with a new one.';
const KEY_OF_ANOTHER_PURCHASE = 'This Idempotency-Key was sent with another purchase: draw a new key for each purchase.';

export interface FinalizeAnswer {
  status: 200 | 403 | 500;
  body: { state: 'FINALISED' | 'ABANDONED' | 'ERROR'; localData: string | null; data: Record<string, unknown> | null };
}

/**
 * The purchase: init stores the tunnel, takes a discount use and opens a payment (a retry under
 * the same idempotency key answers the same payment); finalize turns a paid payment into one card
 * (retries answer the same card), or a cancelled one into ABANDONED.
 */
export class Purchases {
  private readonly db: Kysely<GiftCardTables>;

  constructor(
    store: Store,
    private readonly cards: GiftCardProvider,
    private readonly payments: PaymentProvider,
    private readonly cipher: GiftCardCipher,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.db = store.tables<GiftCardTables>();
  }

  async init(
    callbackUrl: string,
    storageId: string,
    tunnelState: GiftCardTunnelState,
    locale: Locale = 'fr',
    idempotencyKey?: string,
  ): Promise<InitAnswer> {
    if (!/^\/(?![/\\])[^\s\\]*$/.test(callbackUrl)) throw new PurchaseRefused(400, 'callbackUrl must be a path of this site.');
    const state = checkedTunnel(tunnelState, this.clock());
    const product = (await this.cards.catalogue()).find((entry) => entry.productId === state.productId);
    if (!product) throw new PurchaseRefused(400, `Unknown product "${state.productId}".`);
    if (!product.availableImages.some((image) => image.id === state.imageId))
      throw new PurchaseRefused(400, `The product has no image "${state.imageId}".`);
    const problem = amountError(state.amount, product);
    if (problem)
      throw new PurchaseRefused(
        400,
        `${problem}: the amount must be between ${product.minAmount / 100} and ${product.maxAmount / 100} euros.`,
      );
    const discount = state.discountId ? product.availableDiscounts.find((entry) => entry.id === state.discountId) : undefined;
    if (state.discountId && !discount) throw new PurchaseRefused(400, `The product has no discount "${state.discountId}".`);
    const amount = eurosToCents(state.amount);
    const payedAmount = discountedAmount(amount, discount);

    // Sent again (the first answer cut off, or refused while the database was away): the purchase
    // stored under its key is the answer, whichever server stored it.
    const earlier = idempotencyKey && (await this.answerWithKey(idempotencyKey, storageId));
    if (earlier) return earlier;
    if (await this.db.selectFrom('giftcard_purchase').select('purchase_id').where('storage_id', '=', storageId).executeTakeFirst()) {
      throw new PurchaseRefused(409, STORAGE_ID_USED);
    }
    if (discount && !(await this.cards.reserveDiscount(discount.id)))
      throw new PurchaseRefused(404, 'The discount has no stock left.', 'EMPTY_STOCK');
    const key = this.cipher.seal(storageId);
    const returnUrl = `${callbackUrl}${callbackUrl.includes('?') ? '&' : '?'}key=${key}`;
    const stored: StoredTunnel = { tunnelState: { ...state, discountedAmount: payedAmount / 100 }, tunnelStep: 2, locale };
    let recorded = false;
    try {
      const { paymentId, pageUrl } = await this.payments.create(payedAmount, returnUrl);
      const inserted = await this.db
        .insertInto('giftcard_purchase')
        .values({
          purchase_id: randomUUID(),
          storage_id: storageId,
          content: JSON.stringify(stored),
          amount,
          payed_amount: payedAmount,
          discount_id: discount?.id ?? null,
          payment_id: paymentId,
          state: 'PENDING',
          created_at: this.clock().toISOString(),
          idempotency_key: idempotencyKey ?? null,
          page_url: pageUrl,
        })
        // The same storage id or key stored meanwhile (a retry on another server, two tabs): not an error.
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      recorded = inserted.numInsertedOrUpdatedRows === 1n;
      if (recorded) return { pageUrl, localData: this.cipher.seal(JSON.stringify(stored)) };
      // The purchase was recorded by the other sending: this payment is closed, never paid.
      await this.payments.cancel(paymentId);
    } finally {
      // A purchase this call did not record (refused, or recorded by another call): its discount use goes back.
      if (!recorded && discount) await this.cards.releaseDiscount(discount.id);
    }
    const racing = idempotencyKey && (await this.answerWithKey(idempotencyKey, storageId));
    if (racing) return racing;
    throw new PurchaseRefused(409, STORAGE_ID_USED);
  }

  /**
   * The answer a purchase stored under this key was given: its payment page and its tunnel,
   * sealed. A key sent with another storage id is another purchase reusing it: refused.
   */
  private async answerWithKey(idempotencyKey: string, storageId: string): Promise<InitAnswer | undefined> {
    const row = await this.db
      .selectFrom('giftcard_purchase')
      .select(['storage_id', 'content', 'page_url'])
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.storage_id !== storageId || !row.page_url) throw new PurchaseRefused(422, KEY_OF_ANOTHER_PURCHASE);
    return { pageUrl: row.page_url, localData: this.cipher.seal(row.content) };
  }

  /** `key` is the sealed storage id the payment page returned with (a bad key throws UndecipherableData). */
  async finalize(key: string): Promise<FinalizeAnswer> {
    const storageId = this.cipher.open(key);
    const purchase = await this.db.selectFrom('giftcard_purchase').selectAll().where('storage_id', '=', storageId).executeTakeFirst();
    if (!purchase) return { status: 403, body: { state: 'ERROR', localData: null, data: null } };
    const stored = JSON.parse(purchase.content) as StoredTunnel;
    const withStep = (tunnelStep: StoredTunnel['tunnelStep']) => this.cipher.seal(JSON.stringify({ ...stored, tunnelStep }));
    let payment = await this.payments.status(purchase.payment_id);
    if (payment?.state === 'PENDING') {
      // Back without paying: the payment is closed, unless it was paid in between.
      await this.payments.cancel(purchase.payment_id);
      payment = await this.payments.status(purchase.payment_id);
    }
    if (!payment || payment.state === 'CANCELLED') {
      const cancelled = await this.db
        .updateTable('giftcard_purchase')
        .set({ state: 'CANCELLED' })
        .where('purchase_id', '=', purchase.purchase_id)
        .where('state', '=', 'PENDING')
        .executeTakeFirst();
      // Only the call that cancelled gives the discount use back.
      if (cancelled.numUpdatedRows === 1n && purchase.discount_id) await this.cards.releaseDiscount(purchase.discount_id);
      return { status: 200, body: { state: 'ABANDONED', localData: withStep('ABANDONED'), data: null } };
    }
    try {
      const { tunnelState } = stored;
      const beneficiary = tunnelState.sendMode === 'beneficiary' ? tunnelState.beneficiaryInfos : tunnelState.buyerInfos;
      const card = await this.cards.issueCard(
        {
          purchaseId: purchase.purchase_id,
          productId: tunnelState.productId,
          imageId: tunnelState.imageId,
          amount: purchase.amount,
          payedAmount: purchase.payed_amount,
          activationDay: tunnelState.activationDate.slice(0, 10),
          personalizedMessage: tunnelState.personalizedMessage ?? '',
          buyer: {
            name: `${tunnelState.buyerInfos.firstname} ${tunnelState.buyerInfos.lastname}`,
            email: tunnelState.buyerInfos.email ?? '',
          },
          recipient: {
            name: `${tunnelState.beneficiaryInfos.firstname} ${tunnelState.beneficiaryInfos.lastname}`,
            email: beneficiary.email || tunnelState.buyerInfos.email || '',
          },
        },
        stored.locale ?? 'fr',
      );
      await this.db.updateTable('giftcard_purchase').set({ state: 'FINALISED' }).where('purchase_id', '=', purchase.purchase_id).execute();
      return {
        status: 200,
        body: {
          state: 'FINALISED',
          localData: null,
          data: {
            orderId: card.orderId,
            purchaseId: purchase.purchase_id,
            paymentId: purchase.payment_id,
            cardNumber: payment.cardLast4,
            payedAmount: purchase.payed_amount / 100,
            amount: purchase.amount / 100,
            imageSrc: this.cards.imageSource(tunnelState.imageId) ?? null,
            tunnelState,
          },
        },
      };
    } catch {
      return { status: 500, body: { state: 'ERROR', localData: withStep('ERROR'), data: null } };
    }
  }
}

/** The tunnel state trimmed, its rules checked, and its activation derived: refusals name the rule. */
function checkedTunnel(input: GiftCardTunnelState, now: Date): GiftCardTunnelState {
  const trim = (value: string | undefined | null) => (value ?? '').trim();
  const person = (who: GiftCardTunnelState['buyerInfos']) => ({
    lastname: trim(who.lastname),
    firstname: trim(who.firstname),
    email: trim(who.email),
    confirm: trim(who.confirm),
  });
  const buyer = person(input.buyerInfos);
  const beneficiary = person(input.beneficiaryInfos);
  const refuse = (reason: string) => {
    throw new PurchaseRefused(400, reason);
  };
  if (!endsWithLetter(buyer.lastname) || !endsWithLetter(buyer.firstname))
    refuse('alphanumerical_only: the buyer names must end with letters.');
  if (!isEmail(buyer.email) || buyer.confirm !== buyer.email) refuse('The buyer e-mail must be valid and confirmed.');
  if (!beneficiary.lastname || !beneficiary.firstname) refuse('The beneficiary names are required.');
  if (beneficiary.email !== beneficiary.confirm || (beneficiary.email && !isEmail(beneficiary.email)))
    refuse('The beneficiary e-mail must be valid and confirmed.');
  const message = trim(input.personalizedMessage);
  if (message.length > MESSAGE_MAX_LENGTH) refuse(`max_char: the message has at most ${MESSAGE_MAX_LENGTH} characters.`);
  const day = input.activationDate.slice(0, 10);
  const deferred = day > today(now);
  if (deferred && dayInWindow(day, activationWindow(now))) refuse('The activation date must be between tomorrow and one month from today.');
  return {
    ...input,
    personalizedMessage: message,
    buyerInfos: buyer,
    beneficiaryInfos: beneficiary,
    // Derived, whatever the browser sent: beneficiary when it has an address; DEFERRED when later than today.
    sendMode: beneficiary.email ? 'beneficiary' : 'self',
    activationMode: deferred ? 'DEFERRED' : 'DIRECT',
    activationDate: deferred ? day : today(now),
  };
}
