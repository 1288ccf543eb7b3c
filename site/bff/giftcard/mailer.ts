import type { Kysely, Transaction } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Store } from '../../store/store';
import type { GiftCardTables } from './tables';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxMessage extends Email {
  id: number;
  delivery: string;
  createdAt: string;
}

type Logger = { error(object: object, message: string): void };

/**
 * Gift-card e-mails. Every message is first written to the outbox table (in the caller's
 * transaction when it has one, so a card and its e-mail are kept together), then handed to the
 * SMTP server of QUAI_SMTP_URL when it is set. Delivery failures are logged without addresses.
 */
export class Mailer {
  private readonly db: Kysely<GiftCardTables>;
  private readonly transport?: Transporter;
  private readonly from: string;

  constructor(
    store: Store,
    private readonly log: Logger,
    smtpUrl = process.env.QUAI_SMTP_URL,
    fromAddress?: string,
  ) {
    this.db = store.tables<GiftCardTables>();
    this.from = fromAddress ?? 'Quai <cartes-cadeaux@quai.example>';
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  /** Keeps a message in the outbox; `deliver` sends it once the caller's transaction is committed. */
  async keep(email: Email, db: Kysely<GiftCardTables> | Transaction<GiftCardTables> = this.db, now = new Date()): Promise<number> {
    const { id } = await db
      .insertInto('giftcard_outbox')
      .values({
        recipient: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        delivery: this.transport ? 'queued' : 'kept',
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async deliver(id: number): Promise<void> {
    if (!this.transport) return;
    const message = await this.db.selectFrom('giftcard_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    let delivery = 'sent';
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      delivery = 'failed';
      this.log.error({ outboxId: id, reason: (error as Error).message.replace(/\S+@\S+/g, '<address>') }, 'gift-card e-mail not delivered');
    }
    await this.db.updateTable('giftcard_outbox').set({ delivery }).where('id', '=', id).execute();
  }

  async send(email: Email): Promise<void> {
    await this.deliver(await this.keep(email));
  }

  /** The latest messages first, for the outbox page. */
  async latest(limit = 50): Promise<OutboxMessage[]> {
    const rows = await this.db.selectFrom('giftcard_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      delivery: row.delivery,
      createdAt: row.created_at,
    }));
  }
}
