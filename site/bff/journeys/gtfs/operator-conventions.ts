import type { TransportMode } from '../../../../schemas/generated/api/journey-common';
import type { Route } from '../timetable/types';

/**
 * The number printed on the train: `trip_short_name` as GTFS says; SNCF's exports leave it out
 * and write the number as the trip's headsign ("881612"); an internal trip id is never shown.
 */
export function tripTrainNumber(row: Record<string, string>): string {
  const shortName = row.trip_short_name?.trim();
  if (shortName) return shortName;
  const headsign = row.trip_headsign?.trim() ?? '';
  return /^\d{1,6}$/.test(headsign) ? headsign : '';
}

/** A headsign to show as the trip's destination: SNCF's numeric ones are train numbers, not places. */
export function tripDestinationHeadsign(row: Record<string, string>): string {
  const headsign = row.trip_headsign?.trim() ?? '';
  return /^\d+$/.test(headsign) ? '' : headsign;
}

/** `colour`: the brand's own, for feeds that give their routes none. */
type Service = { mode: TransportMode; brand?: Route['brand']; colour?: string; reservationRequired?: boolean };

/**
 * What SNCF says only in its stop point ids ("StopPoint:OCETGV INOUI-87686006"): the service a
 * trip is, coach or train, and the brand of long-distance trains (which are all reserved). The route type says less (a
 * TER line's trips are trains or coaches), so a trip whose stop points name one of these is of it.
 */
const STOP_POINT_SERVICES: Record<string, Service> = {
  'TGV INOUI': {
    mode: 'HIGHSPEEDRAIL',
    brand: { code: 'TGV_INOUI', label: 'TGV INOUI', picto: 'tgv' },
    colour: '9B2743',
    reservationRequired: true,
  },
  OUIGO: { mode: 'HIGHSPEEDRAIL', brand: { code: 'OUIGO', label: 'OUIGO', picto: 'ouigo' }, colour: '0096CA', reservationRequired: true },
  Lyria: { mode: 'HIGHSPEEDRAIL', brand: { code: 'LYRIA', label: 'Lyria', picto: 'lyria' }, colour: 'A1003A', reservationRequired: true },
  ICE: { mode: 'HIGHSPEEDRAIL', brand: { code: 'ICE', label: 'ICE', picto: 'ice' }, colour: 'EC0016', reservationRequired: true },
  INTERCITES: { mode: 'LONGDISTANCE' },
  'Train TER': { mode: 'REGIONALRAIL' },
  'Car TER': { mode: 'REGIONALCOACH' },
  Car: { mode: 'REGIONALCOACH' },
  Navette: { mode: 'REGIONALCOACH' },
  TramTrain: { mode: 'TRAMTRAIN' },
};

/** The service named by a stop point id's prefix, if the operator writes one there. */
export function stopPointService(stopId: string): (Service & { key: string }) | undefined {
  const key = /^StopPoint:OCE(.+)-[^-]*$/.exec(stopId)?.[1];
  if (key === undefined) return undefined;
  const service = STOP_POINT_SERVICES[key];
  return service && { ...service, key };
}
