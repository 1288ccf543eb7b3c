import type { CatalogueEntry } from '../../../domain/giftcard/catalogue';
import { daysBetween, today, validityEnd } from '../../../domain/giftcard/dates';
import type { Locale, Translate } from '@quai/engine/i18n';
import type { Store } from '../../store/store';
import type { CatalogueSource } from './catalogue';
import { email, euros, groupedPan } from './emails';
import { CardLedger, type CardState } from './ledger';
import { newCardNumber } from './luhn';
import type { Mailer } from './mailer';
import type { ActivationChange, CardInformation, CardOrder, GiftCardProvider, IssuedCard, Retraction } from './provider';
import { hashPin, newOrderId, newPin, newTransactionId } from './secrets';

/** A buyer may withdraw from a purchase for this many days after it. */
const RETRACTION_DAYS = 14;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const digitsOf = (pan: string) => pan.replace(/[\s-]/g, '');

/** The embedded issuer: cards, PINs and movements in the store, e-mails through the outbox. */
export class EmbeddedGiftCardProvider implements GiftCardProvider {
  private readonly ledger: CardLedger;

  constructor(
    store: Store,
    private readonly catalogueSource: CatalogueSource,
    private readonly mailer: Mailer,
    private readonly translator: (locale: Locale) => Promise<Translate>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.ledger = new CardLedger(store);
  }

  catalogue(): Promise<CatalogueEntry[]> {
    return this.catalogueSource.entries();
  }

  imageSource(imageId: string): string | undefined {
    return this.catalogueSource.imageSource(imageId);
  }

  async cardInformation(pan: string, orderId: string): Promise<CardInformation | undefined> {
    const state = await this.ledger.byPan(digitsOf(pan));
    if (!state || state.card.order_id !== orderId.trim().toUpperCase()) return undefined;
    return {
      amountLeft: state.balance,
      personalizedMessage: state.card.personalized_message,
      recipientName: state.card.recipient_name,
      recipientEmail: state.card.recipient_email,
      startValidity: state.activationDay,
      endValidity: state.validUntil,
    };
  }

  async changePin(pan: string, transactionId: string, address: string, locale: Locale): Promise<boolean> {
    const state = await this.ledger.byPan(digitsOf(pan));
    if (!state || state.card.transaction_id !== transactionId || !this.belongsTo(state, address)) return false;
    const pin = newPin();
    await this.ledger.updatePin(state.card.pan, await hashPin(pin));
    const t = await this.translator(locale);
    await this.mailer.send(email(t, 'pin', address, { last4: state.card.pan.slice(-4), pin }));
    return true;
  }

  async resendCardEmail(transactionId: string, orderId: string, address: string, locale: Locale): Promise<boolean> {
    const state = await this.ledger.byTransaction(transactionId);
    if (!state || state.card.order_id !== orderId.trim().toUpperCase() || !this.belongsTo(state, address)) return false;
    await this.mailer.send(this.cardEmail(await this.translator(locale), locale, state, address));
    return true;
  }

  async resendPurchaseEmails(address: string, fromDay: string, toDay: string, locale: Locale): Promise<boolean> {
    const cards = await this.ledger.boughtBy(address.trim().toLowerCase(), fromDay, toDay);
    if (cards.length === 0) return false;
    const t = await this.translator(locale);
    for (const card of cards) {
      const state = (await this.ledger.byPan(card.pan))!;
      await this.mailer.send(this.purchaseEmail(t, locale, state, address));
    }
    return true;
  }

  async updateActivationDate(transactionId: string, address: string, day: string, locale: Locale): Promise<ActivationChange> {
    const state = await this.ledger.byTransaction(transactionId);
    if (!state || !sameAddress(state.card.buyer_email, address) || state.retracted) return 'not_found';
    // Once a card is usable, moving its start would take it away from its recipient.
    if (state.activationDay <= today(this.clock())) return 'ALREADY_ACTIVE';
    await this.ledger.activate(state.card.pan, day, this.clock());
    const t = await this.translator(locale);
    await this.mailer.send(email(t, 'activation', address, { orderId: state.card.order_id, day }));
    return 'updated';
  }

  async retract(transactionId: string, address: string, locale: Locale): Promise<Retraction> {
    const state = await this.ledger.byTransaction(transactionId);
    if (!state || !sameAddress(state.card.buyer_email, address)) return 'not_found';
    if (state.retracted) return 'ALREADY_RETRACTED';
    const now = this.clock();
    if (daysBetween(today(new Date(state.card.created_at)), today(now)) > RETRACTION_DAYS) return 'EXPIRED';
    if (!(await this.ledger.retract(state.card.pan, now))) return 'ALREADY_RETRACTED';
    const t = await this.translator(locale);
    await this.mailer.send(email(t, 'retraction', address, { orderId: state.card.order_id, amount: euros(state.balance, locale) }));
    return 'retracted';
  }

  reserveDiscount(discountId: string): Promise<boolean> {
    return this.catalogueSource.reserve(discountId);
  }

  releaseDiscount(discountId: string): Promise<void> {
    return this.catalogueSource.release(discountId);
  }

  async issueCard(order: CardOrder, locale: Locale): Promise<IssuedCard> {
    const now = this.clock();
    const pin = newPin();
    const t = await this.translator(locale);
    const draft = {
      pan: newCardNumber(),
      pin_hash: await hashPin(pin),
      order_id: newOrderId(),
      transaction_id: newTransactionId(),
      purchase_id: order.purchaseId,
      product_id: order.productId,
      image_id: order.imageId,
      recipient_name: order.recipient.name,
      recipient_email: order.recipient.email.toLowerCase(),
      buyer_name: order.buyer.name,
      buyer_email: order.buyer.email.toLowerCase(),
      personalized_message: order.personalizedMessage,
      amount: order.amount,
      activationDay: order.activationDay,
    };
    const outbox: number[] = [];
    const { pan, created } = await this.ledger.issue(draft, now, async (trx) => {
      // The card's e-mails are kept with the card: both exist, or neither.
      const state: CardState = {
        card: { ...draft, created_at: now.toISOString() },
        balance: order.amount,
        activationDay: order.activationDay,
        validUntil: validityEnd(order.activationDay),
        retracted: false,
      };
      outbox.push(await this.mailer.keep(this.cardEmail(t, locale, state, draft.recipient_email, pin), trx, now));
      outbox.push(await this.mailer.keep(this.purchaseEmail(t, locale, state, draft.buyer_email, order.payedAmount), trx, now));
    });
    if (created) for (const id of outbox) await this.mailer.deliver(id);
    const card = (await this.ledger.byPan(pan))!.card;
    return { orderId: card.order_id, transactionId: card.transaction_id, panLast4: card.pan.slice(-4) };
  }

  private belongsTo(state: CardState, address: string): boolean {
    return sameAddress(state.card.recipient_email, address) || sameAddress(state.card.buyer_email, address);
  }

  /** The recipient's e-mail: number, validity, message; the PIN only when it was just set (it is never stored in clear). */
  private cardEmail(t: Translate, locale: Locale, state: CardState, to: string, pin?: string) {
    const { card } = state;
    return email(
      t,
      'card',
      to,
      {
        recipientName: card.recipient_name,
        buyerName: card.buyer_name,
        amount: euros(state.balance, locale),
        pan: groupedPan(card.pan),
        orderId: card.order_id,
        transactionId: card.transaction_id,
        start: state.activationDay,
        end: state.validUntil,
        message: card.personalized_message || '—',
      },
      [pin ? t('giftcard.email.card.pin', { pin }) : t('giftcard.email.card.no_pin')],
    );
  }

  private purchaseEmail(t: Translate, locale: Locale, state: CardState, to: string, payedAmount = state.balance) {
    const { card } = state;
    return email(t, 'purchase', to, {
      buyerName: card.buyer_name,
      recipientName: card.recipient_name,
      orderId: card.order_id,
      transactionId: card.transaction_id,
      amount: euros(state.balance, locale),
      payed: euros(payedAmount, locale),
      start: state.activationDay,
    });
  }
}
