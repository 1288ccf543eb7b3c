import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bookingSchema from '../schemas/api/booking.schema.json';
import type { Booking } from '../schemas/generated/api/booking';
import { BookingStore } from '../site/bff/traveller-file/store';
import { SITE_MIGRATIONS } from '../site/bff/features';
import { openStore } from '../site/store/store';

/** `npm run add-booking -- <file>`: what an operator adding a booking by hand sees, and what the store then holds. */
const root = join(import.meta.dirname, '..');
const dataDirectory = mkdtempSync(join(tmpdir(), 'quai-add-booking-'));
const [example] = bookingSchema.examples as unknown as Booking[];

function addBooking(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'tools/add-booking.ts', ...args], {
    cwd: root,
    env: { ...process.env, QUAI_DATA_DIR: dataDirectory, QUAI_DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

function bookingFile(name: string, content: unknown): string {
  const file = join(dataDirectory, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

async function storedBooking(reference: string): Promise<Booking | undefined> {
  const store = await openStore({ dataDirectory, migrations: SITE_MIGRATIONS });
  try {
    return await new BookingStore(store).booking(reference);
  } finally {
    await store.close();
  }
}

describe('npm run add-booking', () => {
  it('adds a booking from its JSON file, then replaces it when the file is added again', async () => {
    const added = addBooking(bookingFile('booking.json', example));
    expect(added.status, added.stderr).toBe(0);
    expect(added.stderr).toContain('Booking ABC123 saved.');
    expect(await storedBooking('ABC123')).toEqual(example);

    const cancelled = { ...example!, cancelled: true };
    expect(addBooking(bookingFile('cancelled.json', cancelled)).status).toBe(0);
    expect((await storedBooking('ABC123'))?.cancelled).toBe(true);
  }, 60_000);

  it('refuses a booking breaking the schema, naming the file and the field, and stores nothing', async () => {
    const wrong = {
      ...example!,
      reference: 'XY',
      passengers: [{ ...example!.passengers[0]!, travels: [{ ...example!.passengers[0]!.travels[0]!, trainType: 'TGV' }] }],
    };
    const refused = addBooking(bookingFile('wrong.json', wrong));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('wrong.json/reference');
    expect(refused.stderr).toContain('wrong.json/passengers/0/travels/0/trainType');
    expect(await storedBooking('XY')).toBeUndefined();
  }, 60_000);

  it('says what is wrong with a file that is not JSON, and how to call it without a file', () => {
    const unreadable = addBooking(bookingFile('broken.json', '{ "reference": '));
    expect(unreadable.status).toBe(1);
    expect(unreadable.stderr).toContain('broken.json is not readable JSON');
    const usage = addBooking();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run add-booking -- <booking.json>');
  }, 60_000);

  it('refuses a booking whose ticket numbers belong to another booking', async () => {
    const thief = { ...example!, reference: 'THIEF1' };
    const refused = addBooking(bookingFile('thief.json', thief));
    expect(refused.status).toBe(1);
    expect(await storedBooking('THIEF1')).toBeUndefined();
  }, 60_000);
});
