/** Where a payment stands at the payment provider. */
export type PaymentState = 'PENDING' | 'PAID' | 'CANCELLED';

export interface PaymentStatus {
  state: PaymentState;
  /** Last four digits of the card that paid. */
  cardLast4: string | null;
}

/**
 * The payment provider a purchase goes through: it hosts the payment page and tells what
 * became of a payment. The embedded demo provider implements it; a real PSP's client would too.
 */
export interface PaymentProvider {
  /** Opens a payment of `amount` cents; the page returns the visitor to `returnUrl` when done or cancelled. */
  create(amount: number, returnUrl: string): Promise<{ paymentId: string; pageUrl: string }>;
  status(paymentId: string): Promise<PaymentStatus | undefined>;
  /** Cancels a payment still pending; answers the state it ends in (PAID if it was paid meanwhile). */
  cancel(paymentId: string): Promise<PaymentState | undefined>;
}
