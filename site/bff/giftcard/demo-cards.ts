import { today } from '../../../domain/giftcard/dates';
import type { Store } from '../../store/store';
import { hashPin } from './secrets';
import type { GiftCardTables, MovementKind } from './tables';

interface DemoCard {
  pan: string;
  pin: string;
  orderId: string;
  transactionId: string;
  productId: string;
  imageId: string;
  recipientName: string;
  recipientEmail: string;
  buyerName: string;
  buyerEmail: string;
  message: string;
  createdAt: string;
  movements: Array<{ kind: MovementKind; amount: number; day?: string }>;
}

/**
 * Four cards to try every service on a new site, dated from the day the store was created:
 * an active card with 50 €, a card activated later (its date can be changed), a card already
 * withdrawn, and a card bought 60 days ago (past the 14-day withdrawal period).
 */
function demoCards(now: Date): DemoCard[] {
  // Days of 24 hours: the demo only needs cards dated about that many days away.
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
  const card = (index: number, fields: Partial<DemoCard> & Pick<DemoCard, 'movements' | 'createdAt'>): DemoCard => ({
    pan: ['6036190000000000016', '6036190000000000024', '6036190000000000032', '6036190000000000040'][index]!,
    pin: '1234',
    orderId: `DEMO0${index + 1}`,
    transactionId: `10000000000${index + 1}`,
    productId: 'carte-cadeau',
    imageId: 'voyage',
    recipientName: 'Camille Martin',
    recipientEmail: 'camille.martin@example.com',
    buyerName: 'Louis Bernard',
    buyerEmail: 'louis.bernard@example.com',
    message: 'Bon voyage !',
    ...fields,
  });
  const issued = (amount: number, day: Date) => [
    { kind: 'issue' as const, amount },
    { kind: 'activation' as const, amount: 0, day: today(day) },
  ];
  return [
    card(0, { createdAt: now.toISOString(), movements: issued(5000, now) }),
    card(1, { createdAt: now.toISOString(), movements: issued(3000, at(10)) }),
    card(2, { createdAt: now.toISOString(), movements: [...issued(2000, now), { kind: 'retraction', amount: -2000 }] }),
    card(3, { createdAt: at(-60).toISOString(), movements: issued(10000, at(-60)) }),
  ];
}

/**
 * Adds the demo cards a store lacks, at start-up (not in a migration: a store being filled by a
 * copy must start empty). Each card and its movements go in together; two servers starting at
 * once insert each card once.
 */
export async function ensureDemoCards(store: Store, now = new Date()): Promise<void> {
  const db = store.tables<GiftCardTables>();
  for (const card of demoCards(now)) {
    if (await db.selectFrom('giftcard_card').select('pan').where('pan', '=', card.pan).executeTakeFirst()) continue;
    const pinHash = await hashPin(card.pin);
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('giftcard_card')
          .values({
            pan: card.pan,
            pin_hash: pinHash,
            order_id: card.orderId,
            transaction_id: card.transactionId,
            purchase_id: `demo-${card.orderId}`,
            product_id: card.productId,
            image_id: card.imageId,
            recipient_name: card.recipientName,
            recipient_email: card.recipientEmail,
            buyer_name: card.buyerName,
            buyer_email: card.buyerEmail,
            personalized_message: card.message,
            created_at: card.createdAt,
          })
          .execute();
        for (const movement of card.movements) {
          await trx
            .insertInto('giftcard_movement')
            .values({
              pan: card.pan,
              kind: movement.kind,
              amount: movement.amount,
              effective_day: movement.day ?? null,
              once_key: movement.kind === 'activation' ? null : movement.kind,
              created_at: card.createdAt,
            })
            .execute();
        }
      });
    } catch (error) {
      // Another server added it first.
      if (!(await db.selectFrom('giftcard_card').select('pan').where('pan', '=', card.pan).executeTakeFirst())) throw error;
    }
  }
}
