import type { Departure } from '../../adapters/bff-client/types';

export type DepartureStatus = 'deleted' | 'late' | 'ok';

/**
 * A departure's status pill: deleted when any of its events is a cancellation, else late when
 * it leaves after its planned time, else ok.
 */
export function departureStatus(departure: Pick<Departure, 'dateHeure' | 'dateHeureReelle' | 'events'>): DepartureStatus {
  if (departure.events.some((event) => event.category === 'deleted')) return 'deleted';
  return Date.parse(departure.dateHeureReelle) > Date.parse(departure.dateHeure) ? 'late' : 'ok';
}
