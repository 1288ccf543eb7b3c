import { openTestStore, STORE_DIALECTS } from '../../../tests/helpers/store-engines';
import type { Store } from '../../store/store';
import { embeddedTimetable } from '../../../tests/helpers/embedded-timetable';
import { buildDemoBookings } from './demo-bookings';
import { BookingStore, TicketTaken } from './store';

const timetable = embeddedTimetable();
const demo = buildDemoBookings(timetable, '2026-11-23');

describe.each(STORE_DIALECTS)('booking tables on %s', (dialect) => {
  let store: Store;
  let bookings: BookingStore;
  beforeAll(async () => {
    store = await openTestStore(dialect);
    bookings = new BookingStore(store);
    for (const booking of demo) await bookings.saveBooking(booking);
  });
  afterAll(() => store.close());

  it('keeps bookings by reference and replaces one saved again', async () => {
    expect(await bookings.booking('QUAI01')).toEqual(demo[0]);
    const cancelled = { ...demo[0]!, cancelled: true };
    await bookings.saveBooking(cancelled);
    expect((await bookings.booking('QUAI01'))?.cancelled).toBe(true);
    await bookings.saveBooking(demo[0]!);
  });

  it('refuses a booking reusing a ticket number of another booking, and keeps the store as it was', async () => {
    const thief = { ...demo[2]!, reference: 'THIEF1', passengers: demo[0]!.passengers };
    await expect(bookings.saveBooking(thief)).rejects.toBeInstanceOf(TicketTaken);
    expect(await bookings.booking('THIEF1')).toBeUndefined();
  });

  it('opens a booking by uuid until it expires', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    await bookings.grantAccess('6f1e28ba-2fa1-41d2-883f-0016d3cca427', 'QUAI02', new Date('2026-11-23T10:30:00Z'));
    expect((await bookings.bookingOfAccess('6f1e28ba-2fa1-41d2-883f-0016d3cca427', now))?.booking.reference).toBe('QUAI02');
    expect(await bookings.bookingOfAccess('6f1e28ba-2fa1-41d2-883f-0016d3cca427', new Date('2026-11-23T10:30:00Z'))).toBeUndefined();
    await bookings.removeExpiredAccess(new Date('2026-11-23T11:00:00Z'));
    expect(await bookings.bookingOfAccess('6f1e28ba-2fa1-41d2-883f-0016d3cca427', now)).toBeUndefined();
  });
});

describe('demo bookings', () => {
  it('ride real runs of the timetable, with every train type, groups, returns and a cancelled booking', () => {
    const travels = demo.flatMap((booking) => booking.passengers.flatMap((passenger) => [...passenger.travels, ...passenger.travelsBack]));
    expect(new Set(travels.map((travel) => travel.trainType))).toEqual(new Set(['EURO_SC', 'EURO', 'TNO', 'OUIGO', 'THAL', 'TER']));
    const martin = demo.find((booking) => booking.reference === 'QUAI01')!;
    expect(martin.passengers).toHaveLength(2);
    expect(martin.passengers[0]!.travels.filter((travel) => travel.trainType === 'TER')).toHaveLength(1);
    expect(martin.passengers[0]!.travelsBack.length).toBeGreaterThan(0);
    expect(martin.passengers[0]!.travels[1]).toMatchObject({
      trainNumber: '17479',
      origin: 'Marseille Saint-Charles',
      destination: 'Nice',
      departureDate: '2026-11-30T11:57:00+01:00',
      arrivalDate: '2026-11-30T14:37:00+01:00',
    });
    expect(demo.find((booking) => booking.reference === 'QUAI02')).toMatchObject({
      cancelled: true,
      passengers: [{ passengerLastName: 'Bernard' }],
    });
  });
});
