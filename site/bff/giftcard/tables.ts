import type { Generated } from 'kysely';

/** Kinds of ledger movements. Issue and retraction happen at most once per card. */
export type MovementKind = 'issue' | 'activation' | 'retraction';

/** Where a purchase stands: waiting for its payment, paid, cancelled by the buyer, or its card issued. */
type PurchaseState = 'PENDING' | 'CANCELLED' | 'FINALISED';

/** The gift-card tables, as the queries see them. Amounts are cents; instants ISO text; days yyyy-MM-dd. */
export interface GiftCardTables {
  /** A card; its balance and validity are derived from its movements, never stored. */
  giftcard_card: {
    pan: string;
    pin_hash: string;
    order_id: string;
    transaction_id: string;
    /** The purchase that issued it: unique, so retries of a finalisation cannot issue twice. */
    purchase_id: string;
    product_id: string;
    image_id: string;
    recipient_name: string;
    recipient_email: string;
    buyer_name: string;
    buyer_email: string;
    personalized_message: string;
    created_at: string;
  };
  /** Append-only: rows are inserted, never updated or deleted. */
  giftcard_movement: {
    id: Generated<number>;
    pan: string;
    kind: MovementKind;
    amount: number;
    /** The activation day an activation movement sets. */
    effective_day: string | null;
    /** The kind again for movements allowed once per card (unique with the card), else null. */
    once_key: string | null;
    created_at: string;
  };
  /** Remaining uses of each discount; decremented only where it stays at or above zero. */
  giftcard_stock: { discount_id: string; remaining: number };
  giftcard_purchase: {
    purchase_id: string;
    storage_id: string;
    /** JSON: the tunnel state and step at payment time. */
    content: string;
    amount: number;
    payed_amount: number;
    discount_id: string | null;
    payment_id: string;
    state: PurchaseState;
    created_at: string;
    /** The tunnel's key for this purchase (null for purchases made before keys): unique. */
    idempotency_key: string | null;
    /** The payment page opened for it, answered again to a retry under its key. */
    page_url: string | null;
  };
  giftcard_captcha: { captcha_id: string; answer: string; expires_at: string; used_at: string | null };
  giftcard_outbox: {
    id: Generated<number>;
    recipient: string;
    subject: string;
    text: string;
    html: string;
    delivery: string;
    created_at: string;
  };
  /** The embedded demo payment provider's own payments. */
  giftcard_test_payment: {
    payment_id: string;
    amount: number;
    return_url: string;
    state: 'PENDING' | 'PAID' | 'CANCELLED';
    card_last4: string | null;
    created_at: string;
  };
}
