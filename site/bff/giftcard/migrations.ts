import { sql } from 'kysely';
import { addGeneratedId } from '../../store/columns';
import type { MigrationSet } from '../../store/migrator';

/** Stock can never be negative, whatever a query does: the database refuses it. */
const sqlNonNegative = sql`remaining >= 0`;

/** The gift-card ledger, purchases, discount stock, captchas, outbox and the demo payment provider's payments. */
export const giftCardMigrations: MigrationSet = {
  '130-giftcard-001-tables': {
    async up(db) {
      await db.schema
        .createTable('giftcard_card')
        .addColumn('pan', 'text', (col) => col.primaryKey())
        .addColumn('pin_hash', 'text', (col) => col.notNull())
        .addColumn('order_id', 'text', (col) => col.notNull())
        .addColumn('transaction_id', 'text', (col) => col.notNull().unique())
        .addColumn('purchase_id', 'text', (col) => col.notNull().unique())
        .addColumn('product_id', 'text', (col) => col.notNull())
        .addColumn('image_id', 'text', (col) => col.notNull())
        .addColumn('recipient_name', 'text', (col) => col.notNull())
        .addColumn('recipient_email', 'text', (col) => col.notNull())
        .addColumn('buyer_name', 'text', (col) => col.notNull())
        .addColumn('buyer_email', 'text', (col) => col.notNull())
        .addColumn('personalized_message', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('giftcard_card_by_buyer').on('giftcard_card').columns(['buyer_email', 'created_at']).execute();
      await db.schema
        .createTable('giftcard_purchase')
        .addColumn('purchase_id', 'text', (col) => col.primaryKey())
        .addColumn('storage_id', 'text', (col) => col.notNull().unique())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('payed_amount', 'integer', (col) => col.notNull())
        .addColumn('discount_id', 'text')
        .addColumn('payment_id', 'text', (col) => col.notNull().unique())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('giftcard_stock')
        .addColumn('discount_id', 'text', (col) => col.primaryKey())
        .addColumn('remaining', 'integer', (col) => col.notNull().check(sqlNonNegative))
        .execute();
      await db.schema
        .createTable('giftcard_captcha')
        .addColumn('captcha_id', 'text', (col) => col.primaryKey())
        .addColumn('answer', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createTable('giftcard_test_payment')
        .addColumn('payment_id', 'text', (col) => col.primaryKey())
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('return_url', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('card_last4', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
    },
  },
  '130-giftcard-002-ledger-and-outbox': {
    async up(db, dialect) {
      await addGeneratedId(db.schema.createTable('giftcard_movement'), 'id', dialect)
        .addColumn('pan', 'text', (col) => col.notNull().references('giftcard_card.pan'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('effective_day', 'text')
        .addColumn('once_key', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('giftcard_movement_once', ['pan', 'once_key'])
        .execute();
      await db.schema.createIndex('giftcard_movement_by_card').on('giftcard_movement').columns(['pan', 'id']).execute();
      await addGeneratedId(db.schema.createTable('giftcard_outbox'), 'id', dialect)
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('html', 'text', (col) => col.notNull())
        .addColumn('delivery', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
    },
  },
  // The tunnel draws a key per purchase and sends it again with a retry: one purchase per key,
  // answered again with the payment page it opened.
  '130-giftcard-003-idempotency-key': {
    async up(db) {
      await db.schema.alterTable('giftcard_purchase').addColumn('idempotency_key', 'text').execute();
      await db.schema.alterTable('giftcard_purchase').addColumn('page_url', 'text').execute();
      await db.schema.createIndex('giftcard_purchase_by_key').unique().on('giftcard_purchase').column('idempotency_key').execute();
    },
  },
};
