import type { MigrationSet } from '../../store/migrator';

/**
 * Bookings (the whole booking as JSON, by reference), ticket numbers pointing at their booking,
 * and the uuids a lookup hands out (random, expiring, bound to one booking). Lookups are counted
 * per client in the site's shared rate-limit counters.
 */
export const bookingMigrations: MigrationSet = {
  '110-booking-001-tables': {
    async up(db) {
      await db.schema
        .createTable('booking')
        .ifNotExists()
        .addColumn('reference', 'text', (col) => col.primaryKey())
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('booking_ticket')
        .ifNotExists()
        .addColumn('tcn', 'text', (col) => col.primaryKey())
        .addColumn('reference', 'text', (col) => col.notNull().references('booking.reference').onDelete('cascade'))
        .execute();
      await db.schema
        .createTable('booking_access')
        .ifNotExists()
        .addColumn('uuid', 'text', (col) => col.primaryKey())
        .addColumn('reference', 'text', (col) => col.notNull().references('booking.reference').onDelete('cascade'))
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('booking_access_by_expiry').ifNotExists().on('booking_access').column('expires_at').execute();
    },
  },
};
