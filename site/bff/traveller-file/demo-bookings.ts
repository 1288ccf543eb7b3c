import type { Booking, PassengerData, Travel } from '../../../schemas/generated/api/booking';
import { formatInSiteTime } from '@quai/engine/time';
import { addDays } from '../journeys/timetable/days';
import { parisIso } from '../journeys/timetable/paris-time';
import type { Timetable } from '../journeys/timetable/types';
import type { TrainType } from '../../../domain/traveller-file/train-types';

/** A leg of a demo booking: a train of the timetable by its number, `daysAhead` days after today, between two of its stops (first and last by default). */
interface DemoLeg {
  trainType: TrainType;
  number: string;
  daysAhead: number;
  from?: string;
  to?: string;
}

interface DemoBooking {
  reference: string;
  cancelled?: boolean;
  passengers: Array<[lastName: string, firstName: string]>;
  outward: DemoLeg[];
  back?: DemoLeg[];
}

const LYON_PART_DIEU = '87723197';

/**
 * The demo bookings, on runs of the embedded timetable. The feed has no Eurostar or Thalys
 * line: those bookings ride the Paris Nord – Lille Europe high-speed runs, the corridor both
 * take out of Paris. EURO_SC bookings ride TGV INOUI runs, TNO ones Intercités runs.
 */
const DEMO_BOOKINGS: readonly DemoBooking[] = [
  {
    reference: 'QUAI01',
    passengers: [
      ['Martin', 'Claire'],
      ['Martin', 'Louis'],
    ],
    outward: [
      { trainType: 'EURO_SC', number: '6103', daysAhead: 7 },
      { trainType: 'TER', number: '881109', daysAhead: 7 },
    ],
    back: [{ trainType: 'EURO_SC', number: '6180', daysAhead: 10 }],
  },
  {
    reference: 'QUAI02',
    cancelled: true,
    passengers: [['Bernard', 'Julie']],
    outward: [{ trainType: 'OUIGO', number: '7801', daysAhead: 5 }],
  },
  { reference: 'QUAI03', passengers: [['Dubois', 'Marc']], outward: [{ trainType: 'EURO', number: '7003', daysAhead: 3 }] },
  {
    reference: 'QUAI04',
    passengers: [
      ['Lefèvre', 'Zoé'],
      ['Lefèvre', 'Hugo'],
      ['Nguyen', 'Linh'],
    ],
    outward: [{ trainType: 'THAL', number: '7007', daysAhead: 12 }],
  },
  {
    reference: 'QUAI05',
    passengers: [['García', 'Lucía']],
    outward: [{ trainType: 'TNO', number: '3601', daysAhead: 4 }],
    back: [{ trainType: 'TNO', number: '3604', daysAhead: 9 }],
  },
  {
    reference: 'QUAI06',
    passengers: [['Rossi', 'Marco']],
    outward: [{ trainType: 'TER', number: '876009', daysAhead: 2, to: '87756056' }],
  },
  {
    reference: 'QUAI07',
    passengers: [['Petit', 'Sophie']],
    outward: [{ trainType: 'EURO_SC', number: '6105', daysAhead: 6, to: LYON_PART_DIEU }],
  },
  // Today's train: its real times show while the trip updates name it. On the test clock's
  // Thursday at 08:00, the embedded simulator (default seed) has it running late.
  { reference: 'QUAI08', passengers: [['Moreau', 'Camille']], outward: [{ trainType: 'TER', number: '847088', daysAhead: 0 }] },
];

/** The demo bookings with their dates counted from `today` (yyyy-MM-dd, Paris). */
export function buildDemoBookings(timetable: Timetable, today = formatInSiteTime(new Date(), 'isoDate')): Booking[] {
  return DEMO_BOOKINGS.map(
    (demo): Booking => ({
      reference: demo.reference,
      cancelled: demo.cancelled ?? false,
      passengers: demo.passengers.map(([lastName, firstName], passengerIndex): PassengerData => {
        const travel = (direction: 'A' | 'R') => (leg: DemoLeg, legIndex: number) =>
          travelOn(timetable, today, leg, `${demo.reference}-${passengerIndex + 1}-${direction}${legIndex + 1}`, passengerIndex);
        return {
          passengerLastName: lastName,
          passengerFirstName: firstName,
          travels: demo.outward.map(travel('A')) as PassengerData['travels'],
          travelsBack: (demo.back ?? []).map(travel('R')),
        };
      }) as Booking['passengers'],
    }),
  );
}

function travelOn(timetable: Timetable, today: string, leg: DemoLeg, tcn: string, passengerIndex: number): Travel {
  const day = addDays(today, leg.daysAhead);
  const trip = timetable.trips.find((candidate) => candidate.number === leg.number && timetable.services.runsOn(candidate.serviceId, day));
  if (!trip) throw new Error(`demo booking: train ${leg.number} does not run on ${day} in the embedded timetable`);
  const stopIndex = (code: string | undefined, fallback: number) =>
    code === undefined ? fallback : trip.stopTimes.findIndex((stop) => timetable.stations[stop.station]!.code === code);
  const from = trip.stopTimes[stopIndex(leg.from, 0)];
  const to = trip.stopTimes[stopIndex(leg.to, trip.stopTimes.length - 1)];
  if (!from || !to) throw new Error(`demo booking: train ${leg.number} does not stop at ${leg.from ?? ''} ${leg.to ?? ''}`);
  // Regional trains are not reserved: no coach or seat.
  const reserved = timetable.routes[trip.route]!.reservationRequired && leg.trainType !== 'TER';
  const coach = reserved ? String(1 + ((Number(leg.number) + passengerIndex) % 8)) : '';
  const seat = reserved ? String(11 + ((Number(leg.number) * 7) % 60) + passengerIndex) : '';
  return {
    trainType: leg.trainType,
    trainNumber: trip.number,
    origin: timetable.stations[from.station]!.name,
    destination: timetable.stations[to.station]!.name,
    departureDate: parisIso(day, from.departure),
    arrivalDate: parisIso(day, to.arrival),
    receiptEligibility: true,
    ticketTcn: tcn,
    ticketKind: 'E_TICKET',
    serviceItemId: `SI-${tcn}`,
    seat,
    coach,
    mobilePdf: true,
    desktopPdf: true,
  };
}
