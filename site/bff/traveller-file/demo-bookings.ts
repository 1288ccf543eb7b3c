import type { Booking, PassengerData, Travel } from '../../../schemas/generated/api/booking';
import { formatInSiteTime } from '@quai/engine/time';
import { addDays } from '../journeys/timetable/days';
import { parisIso } from '../journeys/timetable/paris-time';
import type { Timetable, Trip } from '../journeys/timetable/types';
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
const LILLE_EUROPE = '87223263';
const MARSEILLE_SAINT_CHARLES = '87751008';
const NICE_VILLE = '87756056';

/**
 * The demo bookings, on real trains of SNCF's published timetable. The feeds have no Eurostar or
 * Thalys: those bookings ride TGV INOUI runs from Paris Nord to Lille, the corridor both take out
 * of Paris; EURO_SC and TNO bookings ride TGV INOUI runs, TER ones regional trains. A train that
 * does not run on its day is taken on the next day it runs.
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
      { trainType: 'TER', number: '17479', daysAhead: 7, from: MARSEILLE_SAINT_CHARLES, to: NICE_VILLE },
    ],
    back: [{ trainType: 'EURO_SC', number: '6180', daysAhead: 10 }],
  },
  {
    reference: 'QUAI02',
    cancelled: true,
    passengers: [['Bernard', 'Julie']],
    outward: [{ trainType: 'OUIGO', number: '7851', daysAhead: 5 }],
  },
  {
    reference: 'QUAI03',
    passengers: [['Dubois', 'Marc']],
    outward: [{ trainType: 'EURO', number: '7251', daysAhead: 3, to: LILLE_EUROPE }],
  },
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
    outward: [{ trainType: 'TNO', number: '8606', daysAhead: 4 }],
    back: [{ trainType: 'TNO', number: '8619', daysAhead: 9 }],
  },
  {
    reference: 'QUAI06',
    passengers: [['Rossi', 'Marco']],
    outward: [{ trainType: 'TER', number: '17485', daysAhead: 2, to: NICE_VILLE }],
  },
  {
    reference: 'QUAI07',
    passengers: [['Petit', 'Sophie']],
    outward: [{ trainType: 'EURO_SC', number: '6603', daysAhead: 6, to: LYON_PART_DIEU }],
  },
  // Today's train: its real times show while the trip updates name it. On the test clock's
  // Thursday at 08:00, the embedded simulator (default seed) has it running late.
  { reference: 'QUAI08', passengers: [['Moreau', 'Camille']], outward: [{ trainType: 'TER', number: '858057', daysAhead: 0 }] },
];

/** How many days after its booked day a demo train is looked for, when it does not run that day. */
const NEXT_RUN_DAYS = 14;

/**
 * The demo bookings with their dates counted from `today` (yyyy-MM-dd, Paris). A booking whose
 * trains the timetable does not have (another operator's feed) is left out, and `log` says so.
 */
export function buildDemoBookings(
  timetable: Timetable,
  today = formatInSiteTime(new Date(), 'isoDate'),
  log: (line: string) => void = () => {},
): Booking[] {
  return DEMO_BOOKINGS.flatMap((demo) => {
    try {
      return [demoBooking(timetable, today, demo)];
    } catch (error) {
      log(`Demo booking ${demo.reference} left out: ${(error as Error).message}`);
      return [];
    }
  });
}

function demoBooking(timetable: Timetable, today: string, demo: DemoBooking): Booking {
  return {
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
  };
}

function travelOn(timetable: Timetable, today: string, leg: DemoLeg, tcn: string, passengerIndex: number): Travel {
  const { trip, day } = nextRun(timetable, leg.number, addDays(today, leg.daysAhead));
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

const tripsByNumber = new WeakMap<Timetable, Map<string, Trip[]>>();

/** The train's run on `day`, or on the first day after it that it runs. */
function nextRun(timetable: Timetable, number: string, day: string): { trip: Trip; day: string } {
  let byNumber = tripsByNumber.get(timetable);
  if (!byNumber) {
    byNumber = new Map();
    for (const trip of timetable.trips) {
      const sameNumber = byNumber.get(trip.number);
      if (sameNumber) sameNumber.push(trip);
      else byNumber.set(trip.number, [trip]);
    }
    tripsByNumber.set(timetable, byNumber);
  }
  const trips = byNumber.get(number) ?? [];
  for (let ahead = 0; ahead <= NEXT_RUN_DAYS; ahead++) {
    const runDay = addDays(day, ahead);
    const trip = trips.find((candidate) => timetable.services.runsOn(candidate.serviceId, runDay));
    if (trip) return { trip, day: runDay };
  }
  throw new Error(`demo booking: train ${number} does not run in the ${NEXT_RUN_DAYS} days from ${day} in the timetable`);
}
