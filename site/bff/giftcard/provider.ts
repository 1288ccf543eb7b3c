import type { CatalogueEntry } from '../../../domain/giftcard/catalogue';
import type { Locale } from '@quai/engine/i18n';

/** What the recipient reads about a card. Amounts in cents, days yyyy-MM-dd. */
export interface CardInformation {
  amountLeft: number;
  personalizedMessage: string;
  recipientName: string;
  recipientEmail: string;
  startValidity: string;
  endValidity: string;
}

/** A paid purchase the provider turns into a card. */
export interface CardOrder {
  purchaseId: string;
  productId: string;
  imageId: string;
  amount: number;
  payedAmount: number;
  activationDay: string;
  personalizedMessage: string;
  buyer: { name: string; email: string };
  recipient: { name: string; email: string };
}

export interface IssuedCard {
  orderId: string;
  transactionId: string;
  /** Only the last four digits leave the provider. */
  panLast4: string;
}

export type ActivationChange = 'updated' | 'not_found' | 'ALREADY_ACTIVE';
export type Retraction = 'retracted' | 'not_found' | 'ALREADY_RETRACTED' | 'EXPIRED';

/**
 * The card provider the gift-card routes talk to. The embedded one keeps everything in the
 * store; a real issuer's client implements the same calls (QUAI_GIFTCARD_PROVIDER chooses).
 * Every e-mail address compared is the one given, trimmed; a card matches the address of its
 * recipient or of its buyer, compared without regard to case.
 */
export interface GiftCardProvider {
  catalogue(): Promise<CatalogueEntry[]>;
  /** The picture of a card image, for the confirmation. */
  imageSource(imageId: string): string | undefined;
  cardInformation(pan: string, orderId: string): Promise<CardInformation | undefined>;
  /** Sets a new PIN and sends it to the address given; false when pan, transaction and address do not match one card. */
  changePin(pan: string, transactionId: string, email: string, locale: Locale): Promise<boolean>;
  resendCardEmail(transactionId: string, orderId: string, email: string, locale: Locale): Promise<boolean>;
  /** Sends again the purchase e-mail of each card the address bought between two days; false when there is none. */
  resendPurchaseEmails(email: string, fromDay: string, toDay: string, locale: Locale): Promise<boolean>;
  updateActivationDate(transactionId: string, email: string, day: string, locale: Locale): Promise<ActivationChange>;
  retract(transactionId: string, email: string, locale: Locale): Promise<Retraction>;
  /** Takes one use of a discount; false when its stock is empty. */
  reserveDiscount(discountId: string): Promise<boolean>;
  releaseDiscount(discountId: string): Promise<void>;
  /** Issues the card of a paid purchase, once: the same purchase always answers the same card. */
  issueCard(order: CardOrder, locale: Locale): Promise<IssuedCard>;
}
