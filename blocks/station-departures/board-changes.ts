import type { Departure, StationTimetable } from '../../adapters/bff-client/types';
import { departureStatus } from './departure-status';

/** A departure as the traveller reads it: its status, real time and track. */
function shown(departure: Departure): string {
  return [departureStatus(departure), departure.dateHeureReelle, departure.platform.numero ?? ''].join('|');
}

const departuresOf = (board: StationTimetable | undefined) => Object.values(board?.horaires ?? {}).flatMap((line) => line?.depart ?? []);
const keyOf = (departure: Departure) => `${departure.trainInfo.codeCirculation}|${departure.dateHeure}`;

/** How many departures still on the board are now shown differently (late, deleted, another time or track). */
export function changedDepartures(previous: StationTimetable | undefined, next: StationTimetable): number {
  const before = new Map(departuresOf(previous).map((departure) => [keyOf(departure), shown(departure)]));
  return departuresOf(next).filter((departure) => {
    const was = before.get(keyOf(departure));
    return was !== undefined && was !== shown(departure);
  }).length;
}
