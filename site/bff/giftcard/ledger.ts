import type { Kysely, Transaction } from 'kysely';
import { today, validityEnd } from '../../../domain/giftcard/dates';
import type { Store } from '../../store/store';
import type { GiftCardTables, MovementKind } from './tables';

export type CardRow = GiftCardTables['giftcard_card'];

/** A card as the ledger derives it from its movements. */
export interface CardState {
  card: CardRow;
  /** Sum of every movement (cents). */
  balance: number;
  /** The day set by the latest activation movement. */
  activationDay: string;
  validUntil: string;
  retracted: boolean;
}

export type NewCard = Omit<CardRow, 'created_at'> & { amount: number; activationDay: string };

/**
 * The card ledger: cards and their movements (issue, activation, retraction), append-only.
 * A card's balance is the sum of its movements; issue and retraction are unique per card in the
 * database, so no retry or race can issue or withdraw a card twice.
 */
export class CardLedger {
  private readonly db: Kysely<GiftCardTables>;

  constructor(store: Store) {
    this.db = store.tables<GiftCardTables>();
  }

  /**
   * Issues a card for a purchase, or answers the card that purchase already issued. `created`
   * tells the caller whether this call made it (and so whether to send its e-mail). `inside`
   * runs in the same transaction, for what must be written with the card (its e-mail).
   */
  async issue(
    card: NewCard,
    now: Date,
    inside?: (trx: Transaction<GiftCardTables>) => Promise<void>,
  ): Promise<{ pan: string; created: boolean }> {
    const existing = () => this.db.selectFrom('giftcard_card').select('pan').where('purchase_id', '=', card.purchase_id).executeTakeFirst();
    const already = await existing();
    if (already) return { pan: already.pan, created: false };
    const { amount, activationDay, ...row } = card;
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('giftcard_card')
          .values({ ...row, created_at: now.toISOString() })
          .execute();
        await this.append(trx, card.pan, 'issue', amount, now);
        await this.append(trx, card.pan, 'activation', 0, now, activationDay);
        await inside?.(trx);
      });
      return { pan: card.pan, created: true };
    } catch (error) {
      // A concurrent call for the same purchase committed first: its card is the answer.
      const winner = await existing();
      if (winner) return { pan: winner.pan, created: false };
      throw error;
    }
  }

  /** Sets a new activation day: one more movement, the latest one counts. */
  async activate(pan: string, day: string, now: Date): Promise<void> {
    await this.append(this.db, pan, 'activation', 0, now, day);
  }

  /** Withdraws the whole balance; false when the card was already withdrawn (by this or a racing call). */
  async retract(pan: string, now: Date): Promise<boolean> {
    try {
      await this.db.transaction().execute(async (trx) => {
        const balance = await this.balanceOf(trx, pan);
        await this.append(trx, pan, 'retraction', -balance, now);
      });
      return true;
    } catch (error) {
      if ((await this.movements(pan)).some((movement) => movement.kind === 'retraction')) return false;
      throw error;
    }
  }

  async movements(pan: string) {
    return this.db
      .selectFrom('giftcard_movement')
      .select(['kind', 'amount', 'effective_day', 'created_at'])
      .where('pan', '=', pan)
      .orderBy('id')
      .execute();
  }

  async byPan(pan: string): Promise<CardState | undefined> {
    return this.stateOf(await this.db.selectFrom('giftcard_card').selectAll().where('pan', '=', pan).executeTakeFirst());
  }

  async byTransaction(transactionId: string): Promise<CardState | undefined> {
    return this.stateOf(
      await this.db.selectFrom('giftcard_card').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst(),
    );
  }

  async byPurchase(purchaseId: string): Promise<CardState | undefined> {
    return this.stateOf(await this.db.selectFrom('giftcard_card').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirst());
  }

  /** Cards a buyer bought between two days (inclusive, Paris days of their creation). */
  async boughtBy(buyerEmail: string, fromDay: string, toDay: string): Promise<CardRow[]> {
    const rows = await this.db
      .selectFrom('giftcard_card')
      .selectAll()
      .where('buyer_email', '=', buyerEmail)
      .orderBy('created_at')
      .execute();
    return rows.filter((row) => {
      const day = today(new Date(row.created_at));
      return day >= fromDay && day <= toDay;
    });
  }

  async updatePin(pan: string, pinHash: string): Promise<void> {
    await this.db.updateTable('giftcard_card').set({ pin_hash: pinHash }).where('pan', '=', pan).execute();
  }

  private async stateOf(card: CardRow | undefined): Promise<CardState | undefined> {
    if (!card) return undefined;
    const movements = await this.movements(card.pan);
    const activations = movements.filter((movement) => movement.kind === 'activation');
    const activationDay = activations.at(-1)?.effective_day ?? today(new Date(card.created_at));
    return {
      card,
      balance: movements.reduce((sum, movement) => sum + movement.amount, 0),
      activationDay,
      validUntil: validityEnd(activationDay),
      retracted: movements.some((movement) => movement.kind === 'retraction'),
    };
  }

  private async balanceOf(db: Kysely<GiftCardTables>, pan: string): Promise<number> {
    const rows = await db.selectFrom('giftcard_movement').select('amount').where('pan', '=', pan).execute();
    return rows.reduce((sum, row) => sum + row.amount, 0);
  }

  private async append(
    db: Kysely<GiftCardTables>,
    pan: string,
    kind: MovementKind,
    amount: number,
    now: Date,
    day: string | null = null,
  ): Promise<void> {
    await db
      .insertInto('giftcard_movement')
      .values({ pan, kind, amount, effective_day: day, once_key: kind === 'activation' ? null : kind, created_at: now.toISOString() })
      .execute();
  }
}
