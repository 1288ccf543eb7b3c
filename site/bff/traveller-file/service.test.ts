import { describe, expect, it } from 'vitest';
import { openTestStore } from '../../../tests/helpers/store-engines';
import type { RateLimitTables } from '../../store/rate-limit-counters';
import { embeddedTimetable } from '../../../tests/helpers/embedded-timetable';
import { toLiveTrips, runKey } from '../journeys/live/live-trips';
import { travelRealTime } from '../realtime/travel-real-time';
import { buildDemoBookings } from './demo-bookings';
import { BookingService } from './service';
import { loadTicketKeys } from './signing-key';
import { BookingStore } from './store';
import { verifyTicket } from './ticket-payload';

const timetable = embeddedTimetable();
const demo = buildDemoBookings(timetable, '2026-11-23');
// QUAI01's TER leg, on its day: the feed says it runs 9 minutes late all along.
const terTravel = demo[0]!.passengers[0].travels[1]!;
const DAY = terTravel.departureDate.slice(0, 10);
const ter = timetable.trips.find((trip) => trip.number === terTravel.trainNumber && timetable.services.runsOn(trip.serviceId, DAY))!;
const count = ter.stopTimes.length;
const live = toLiveTrips(
  new Map([
    [
      runKey(DAY, ter.id),
      {
        cancelled: false,
        arrivalDelays: new Array(count).fill(9),
        departureDelays: new Array(count).fill(9),
        skipped: new Array(count).fill(false),
        tracks: new Array(count).fill(undefined),
      },
    ],
  ]),
  `${DAY}T07:00:00.000Z`,
);

describe('the traveller file answer', () => {
  it("carries each travel's real times while the feed names its run, and the barcode still signs the booked times", async () => {
    const store = await openTestStore('sqlite');
    const keys = await loadTicketKeys(store, {});
    const service = new BookingService(
      new BookingStore(store),
      store.tables<RateLimitTables>(),
      keys,
      demo,
      (travel) => travelRealTime(timetable, live, travel),
      async () => undefined,
    );
    await service.refreshDemoBookings();
    const result = await service.lookup('QUAI01', 'Martin', 'client');
    expect(result.status).toBe('found');
    const answer = result.status === 'found' ? result.answer : undefined;
    for (const passenger of answer!.passengerData) {
      const [tgv, regional] = passenger.travels;
      expect(tgv!.realTime).toBeUndefined();
      expect(regional!.departureDate).toBe(demo[0]!.passengers[0].travels[1]!.departureDate);
      expect(regional!.realTime).toMatchObject({ cancelled: false, departure: { delay: 9 }, arrival: { delay: 9 } });
      expect(Date.parse(regional!.realTime!.departure.realDate) - Date.parse(regional!.departureDate)).toBe(9 * 60000);
      expect(passenger.travelsBack[0]!.realTime).toBeUndefined();
      const signed = verifyTicket(Buffer.from(regional!.barCode!, 'base64'), keys.publicKey);
      expect(signed).toMatchObject({ valid: true, data: { departure: regional!.departureDate } });
    }
    await store.close();
  });
});
