import type { Locale } from '@quai/engine/i18n';
import { alertEvent, NO_NETWORK_ALERTS, type NetworkAlerts } from '../alerts/network-alerts';
import { alertsTouchingRun } from '../alerts/run-alerts';
import { NO_LIVE_TRIPS, type LiveTrips } from '../live/live-trips';
import { runSituation, type RunSituation } from '../live/situation';
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

/**
 * The run's situation comes from the realtime feed (`live`) and the day's planned changes, and
 * carries, after its own events, the events of the service alerts touching it.
 */
export function runView(
  timetable: Timetable,
  tripIndex: number,
  day: string,
  locale: Locale,
  alerts: NetworkAlerts = NO_NETWORK_ALERTS,
  live: LiveTrips = NO_LIVE_TRIPS,
): RunView {
  const trip = timetable.trips[tripIndex]!;
  const situationNow = runSituation(timetable, tripIndex, day, locale, live.get(day, trip.id));
  const alerted = alertsTouchingRun(timetable, tripIndex, day, alerts);
  const situation = alerted.length
    ? { ...situationNow, events: [...situationNow.events, ...alerted.map((alert) => alertEvent(alert, locale))] }
    : situationNow;
  const at = (minute: number, delay: number) => ({ planned: parisIso(day, minute), real: parisIso(day, minute + delay) });
  return {
    trip,
    route: timetable.routes[trip.route]!,
    day,
    situation,
    arrival: (position) => at(trip.stopTimes[position]!.arrival, situation.arrivalDelays[position]!),
    departure: (position) => at(trip.stopTimes[position]!.departure, situation.delays[position]!),
    stationName: (position) => timetable.stations[trip.stopTimes[position]!.station]!.name,
    stationCode: (position) => timetable.stations[trip.stopTimes[position]!.station]!.code,
  };
}
