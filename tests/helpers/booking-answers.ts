import type { BookingFileAnswer } from '../../schemas/generated/api/booking-file-answer';
import { buildDemoBookings } from '../../site/bff/traveller-file/demo-bookings';
import { embeddedTimetable } from './embedded-timetable';

const demo = buildDemoBookings(embeddedTimetable(), '2026-11-23');

/** The lookup's answer for a demo booking (QUAI01…), as the tickets screen gets it, on a fixed day. */
export function demoBookingAnswer(reference: string): BookingFileAnswer {
  const booking = demo.find((candidate) => candidate.reference === reference)!;
  return {
    orderReference: booking.reference,
    uuid: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    expiresAt: '2026-11-23T20:00:00.000Z',
    cancelled: booking.cancelled,
    passengerData: booking.passengers,
  };
}
