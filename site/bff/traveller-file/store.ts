import type { Kysely } from 'kysely';
import type { Booking } from '../../../schemas/generated/api/booking';
import type { Store } from '../../store/store';

/** The booking tables, as the queries see them. */
export interface BookingTables {
  booking: { reference: string; data: string; updated_at: string };
  booking_ticket: { tcn: string; reference: string };
  booking_access: { uuid: string; reference: string; expires_at: string };
}

/** A ticket number already belongs to another booking: tickets are unique across bookings. */
export class TicketTaken extends Error {}

function ticketNumbersOf(booking: Booking): string[] {
  return booking.passengers.flatMap((passenger) => [...passenger.travels, ...passenger.travelsBack].map((travel) => travel.ticketTcn));
}

/** The booking tables of the store. */
export class BookingStore {
  private readonly db: Kysely<BookingTables>;

  constructor(store: Store) {
    this.db = store.tables<BookingTables>();
  }

  /** Adds a booking or replaces the one with its reference, with its ticket numbers, all or nothing. */
  async saveBooking(booking: Booking, now = new Date()): Promise<void> {
    const tcns = ticketNumbersOf(booking);
    if (new Set(tcns).size !== tcns.length) throw new TicketTaken(`booking ${booking.reference} repeats a ticket number`);
    await this.db.transaction().execute(async (trx) => {
      const taken = tcns.length
        ? await trx
            .selectFrom('booking_ticket')
            .select(['tcn', 'reference'])
            .where('tcn', 'in', tcns)
            .where('reference', '<>', booking.reference)
            .executeTakeFirst()
        : undefined;
      if (taken) throw new TicketTaken(`ticket ${taken.tcn} belongs to booking ${taken.reference}`);
      const row = { reference: booking.reference, data: JSON.stringify(booking), updated_at: now.toISOString() };
      await trx
        .insertInto('booking')
        .values(row)
        .onConflict((conflict) => conflict.column('reference').doUpdateSet({ data: row.data, updated_at: row.updated_at }))
        .execute();
      await trx.deleteFrom('booking_ticket').where('reference', '=', booking.reference).execute();
      if (tcns.length)
        await trx
          .insertInto('booking_ticket')
          .values(tcns.map((tcn) => ({ tcn, reference: booking.reference })))
          .execute();
    });
  }

  async booking(reference: string): Promise<Booking | undefined> {
    const row = await this.db.selectFrom('booking').select('data').where('reference', '=', reference).executeTakeFirst();
    return row ? (JSON.parse(row.data) as Booking) : undefined;
  }

  /** Hands out a uuid bound to the booking until `expiresAt`. */
  async grantAccess(uuid: string, reference: string, expiresAt: Date): Promise<void> {
    await this.db.insertInto('booking_access').values({ uuid, reference, expires_at: expiresAt.toISOString() }).execute();
  }

  /** The booking a uuid opens, while it has not expired. */
  async bookingOfAccess(uuid: string, now = new Date()): Promise<{ booking: Booking; expiresAt: string } | undefined> {
    const row = await this.db
      .selectFrom('booking_access')
      .innerJoin('booking', 'booking.reference', 'booking_access.reference')
      .select(['booking.data', 'booking_access.expires_at'])
      .where('booking_access.uuid', '=', uuid)
      .where('booking_access.expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return row ? { booking: JSON.parse(row.data) as Booking, expiresAt: row.expires_at } : undefined;
  }

  /** Ends a uuid's access at once (the visitor left the traveller file). */
  async revokeAccess(uuid: string): Promise<void> {
    await this.db.deleteFrom('booking_access').where('uuid', '=', uuid).execute();
  }

  /** Forgets uuids that expired, so the table holds only live ones. */
  async removeExpiredAccess(now = new Date()): Promise<void> {
    await this.db.deleteFrom('booking_access').where('expires_at', '<=', now.toISOString()).execute();
  }
}
