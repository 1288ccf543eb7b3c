import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import bookingSchema from '../schemas/api/booking.schema.json';
import type { Booking } from '../schemas/generated/api/booking';
import { BookingStore, TicketTaken } from '../site/bff/traveller-file/store';
import { SITE_MIGRATIONS } from '../site/bff/features';
import { openStoreFromEnvironment } from '../site/store/store';

/**
 * `npm run add-booking -- <booking.json>`: adds a booking to the store (or replaces the one with
 * its reference) after checking it against schemas/api/booking.schema.json. Reads the store of
 * QUAI_DATABASE_URL, or the SQLite file of QUAI_DATA_DIR.
 */
const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run add-booking -- <booking.json>');
  process.exit(2);
}
let booking: unknown;
try {
  booking = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file} is not readable JSON: ${(error as Error).message}`);
  process.exit(1);
}
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile<Booking>(bookingSchema);
if (!validate(booking)) {
  for (const error of validate.errors ?? []) console.error(`${file}${error.instancePath || '/'}: ${error.message}`);
  process.exit(1);
}
const database = await openStoreFromEnvironment(SITE_MIGRATIONS);
try {
  await new BookingStore(database).saveBooking(booking);
  console.error(`Booking ${booking.reference} saved.`);
} catch (error) {
  if (!(error instanceof TicketTaken)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
