import type { Locale } from '@quai/engine/i18n';
import { alertEvent, NO_NETWORK_ALERTS, type NetworkAlerts } from '../alerts/network-alerts';
import { alertsTouchingRun } from '../alerts/run-alerts';
import { situationOf, type RunSituation } from '../live/situation';
import { parisIso } from '../timetable/paris-time';
import type { Route, Timetable, Trip } from '../timetable/types';

/** A run of a trip on its service day, with its live situation and its times as ISO strings. */
export interface RunView {
  trip: Trip;
  route: Route;
  day: string;
  situation: RunSituation;
  /** Planned and real ISO times of arrival and departure at a stop position. */
  arrival(position: number): { planned: string; real: string };
  departure(position: number): { planned: string; real: string };
  stationName(position: number): string;
  stationCode(position: number): string;
}

/** The run's situation carries, after its own events, the events of the service alerts touching it. */
export function runView(
  timetable: Timetable,
  tripIndex: number,
  day: string,
  locale: Locale,
  alerts: NetworkAlerts = NO_NETWORK_ALERTS,
): RunView {
  const trip = timetable.trips[tripIndex]!;
  const live = situationOf(timetable, tripIndex, day, locale);
  const alerted = alertsTouchingRun(timetable, tripIndex, day, alerts);
  const situation = alerted.length ? { ...live, events: [...live.events, ...alerted.map((alert) => alertEvent(alert, locale))] } : live;
  const at = (position: number, minute: number) => ({
    planned: parisIso(day, minute),
    real: parisIso(day, minute + situation.delays[position]!),
  });
  return {
    trip,
    route: timetable.routes[trip.route]!,
    day,
    situation,
    arrival: (position) => at(position, trip.stopTimes[position]!.arrival),
    departure: (position) => at(position, trip.stopTimes[position]!.departure),
    stationName: (position) => timetable.stations[trip.stopTimes[position]!.station]!.name,
    stationCode: (position) => timetable.stations[trip.stopTimes[position]!.station]!.code,
  };
}
