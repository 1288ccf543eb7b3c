import type { Kysely } from 'kysely';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Booking, PassengerData, Travel, TravelRealTime } from '../../../schemas/generated/api/booking';
import { countRequest, type RateLimitTables } from '../../store/rate-limit-counters';
import type { BookingFileAnswer } from '../../../schemas/generated/api/booking-file-answer';
import { drawBarcode, type BarcodeSymbology } from './barcode';
import { bookingCookieValue } from './paths';
import { comparableName, comparableReference } from './names';
import type { TicketKeys } from './signing-key';
import type { BookingStore } from './store';
import { signTicket } from './ticket-payload';
import { barcodeRules } from '../../../domain/traveller-file/train-types';
import type { PrintedTicket } from './ticket-pdf';

/** How long a lookup's uuid opens the booking. */
export const ACCESS_LIFETIME_MS = 30 * 60 * 1000;
/** Lookups per client and window: a family checks a few bookings; a script guessing references is stopped. */
const LOOKUPS_PER_WINDOW = 30;
const LOOKUP_WINDOW_MS = 10 * 60 * 1000;
/**
 * Every lookup answers after this long at least, found or not, so the time taken does not tell
 * whether a reference exists (the work itself differs by a store read at most).
 */
export const LOOKUP_ANSWER_FLOOR_MS = 300;

export type LookupResult = { status: 'found'; answer: BookingFileAnswer } | { status: 'not_found' } | { status: 'rate_limited' };

/** What the realtime feed says of a travel now, if anything: the booked times stand without it. */
export type TravelRealTimes = (travel: Travel) => TravelRealTime | undefined;

export interface OpenBooking {
  booking: Booking;
  uuid: string;
  expiresAt: string;
}

/** The traveller file's logic: lookups, uuids, signed barcodes and the tickets a PDF prints. */
export class BookingService {
  readonly store: BookingStore;

  constructor(
    store: BookingStore,
    private readonly counters: Kysely<RateLimitTables>,
    private readonly keys: TicketKeys,
    private readonly demoBookings: readonly Booking[] = [],
    private readonly realTimeOf: TravelRealTimes = () => undefined,
    private readonly wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    this.store = store;
  }

  /** Writes the demo bookings and forgets expired uuids: run at every start, so the demo stays ahead. */
  async refreshDemoBookings(): Promise<void> {
    for (const booking of this.demoBookings) await this.store.saveBooking(booking);
    await this.store.removeExpiredAccess();
  }

  /** The public half of the ticket key, PEM: anyone may check a ticket's signature with it. */
  get publicKeyPem(): string {
    return this.keys.publicKey.export({ format: 'pem', type: 'spki' }).toString();
  }

  get linkSecret(): Buffer {
    return this.keys.linkSecret;
  }

  /** A lookup by reference and passenger name (any passenger's last name), counted against the client's limit. */
  async lookup(reference: string, passengerName: string, client: string, now = new Date()): Promise<LookupResult> {
    const started = performance.now();
    // The site's shared request counters: servers on one database count a client together.
    const { current } = await countRequest(this.counters, `booking-lookup:${client}`, LOOKUP_WINDOW_MS, now.getTime());
    if (current > LOOKUPS_PER_WINDOW) return { status: 'rate_limited' };
    const booking = await this.store.booking(comparableReference(reference));
    // Compared in constant time against every passenger, or against a stand-in when the reference is unknown.
    const wanted = digest(comparableName(passengerName));
    const names = booking ? booking.passengers.map((passenger) => digest(comparableName(passenger.passengerLastName))) : [digest('')];
    const matches = names.map((name) => timingSafeEqual(name, wanted)).some(Boolean);
    let result: LookupResult = { status: 'not_found' };
    if (booking && matches) {
      const uuid = randomUUID();
      const expiresAt = new Date(now.getTime() + ACCESS_LIFETIME_MS);
      await this.store.grantAccess(uuid, booking.reference, expiresAt);
      result = { status: 'found', answer: this.answer({ booking, uuid, expiresAt: expiresAt.toISOString() }) };
    }
    await this.wait(Math.max(0, LOOKUP_ANSWER_FLOOR_MS - (performance.now() - started)));
    return result;
  }

  /** The booking a uuid opens, while it lives. */
  async open(uuid: string | undefined, now = new Date()): Promise<OpenBooking | undefined> {
    if (!uuid || !/^[0-9a-f-]{36}$/i.test(uuid)) return undefined;
    const found = await this.store.bookingOfAccess(uuid.toLowerCase(), now);
    return found && { ...found, uuid: uuid.toLowerCase() };
  }

  /** Ends the access a uuid gave: its tickets, codes and PDFs are refused from now on. */
  async close(uuid: string | undefined): Promise<void> {
    if (uuid && /^[0-9a-f-]{36}$/i.test(uuid)) await this.store.revokeAccess(uuid.toLowerCase());
  }

  /** The answer for the booking the visitor's cookie opens, for the tickets page rendered on the server. */
  async currentAnswer(cookieHeader: string | undefined): Promise<BookingFileAnswer | undefined> {
    const open = await this.open(bookingCookieValue(cookieHeader));
    return open && this.answer(open);
  }

  /**
   * The answer of a lookup: the passenger data with each travel's signed barcode content (base64)
   * and, while the realtime feed names its run, its real times. The barcode signs the booked times.
   */
  answer({ booking, uuid, expiresAt }: OpenBooking): BookingFileAnswer {
    const passengerData = booking.passengers.map((passenger) => {
      const answered = (travel: Travel): Travel => {
        const realTime = this.realTimeOf(travel);
        return {
          ...travel,
          barCode: Buffer.from(this.barcodeContent(booking, passenger, travel)).toString('base64'),
          ...(realTime && { realTime }),
        };
      };
      // The schema's "at least one travel" makes a tuple type that map() does not keep.
      return {
        ...passenger,
        travels: passenger.travels.map(answered) as PassengerData['travels'],
        travelsBack: passenger.travelsBack.map(answered),
      };
    });
    return { orderReference: booking.reference, uuid, expiresAt, cancelled: booking.cancelled, passengerData };
  }

  /** The signed content of a ticket's barcode. */
  barcodeContent(booking: Booking, passenger: PassengerData, travel: Travel): Uint8Array {
    const payload = signTicket(
      {
        ref: booking.reference,
        tcn: travel.ticketTcn,
        passenger: `${passenger.passengerFirstName} ${passenger.passengerLastName}`,
        trainType: travel.trainType,
        train: travel.trainNumber,
        from: travel.origin,
        to: travel.destination,
        departure: travel.departureDate,
        arrival: travel.arrivalDate,
        coach: travel.coach,
        seat: travel.seat,
      },
      this.keys.privateKey,
    );
    return Buffer.from(payload, 'utf8');
  }

  /** A ticket's barcode drawn by its train type's rule (Aztec, or QR for tickets shown on a phone). */
  drawTicket(booking: Booking, ticket: PrintedTicket): Promise<Buffer> {
    return drawBarcode(
      this.barcodeContent(booking, ticket.passenger, ticket.travel),
      symbologyOf(barcodeRules(ticket.travel.trainType).supportType),
    );
  }
}

function symbologyOf(supportType: 'BARCODE_2D' | 'MOBILE_DEVICE'): BarcodeSymbology {
  return supportType === 'MOBILE_DEVICE' ? 'qr' : 'aztec';
}

/** Every ticket of a booking, outward then return, passenger by passenger. */
export function bookingTickets(booking: Booking): PrintedTicket[] {
  return booking.passengers.flatMap((passenger) =>
    [...passenger.travels, ...passenger.travelsBack].map((travel) => ({ passenger, travel })),
  );
}

export function findTicket(booking: Booking, tcn: string): PrintedTicket | undefined {
  return bookingTickets(booking).find(({ travel }) => travel.ticketTcn === tcn);
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
