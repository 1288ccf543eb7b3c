import './site/engine-config';
import { embeddedTimetable } from './tests/helpers/embedded-timetable';
import { buildDemoBookings } from './site/bff/traveller-file/demo-bookings';
const today = process.argv[2] ?? '2026-11-23';
for (const b of buildDemoBookings(embeddedTimetable(today), today)) {
  for (const p of b.passengers.slice(0, 1)) for (const t of [...p.travels, ...p.travelsBack]) console.log(b.reference, t.trainType, t.trainNumber, t.origin, '→', t.destination, t.departureDate, t.arrivalDate, t.coach, t.seat);
}
