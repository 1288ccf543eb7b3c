import type { Timetable } from '../timetable/types';
import { activeDuring, concernsStation, parisInstant, type NetworkAlert, type NetworkAlerts } from './network-alerts';

/** The alerts active while a run is on its way that name one of the stations it calls at, or (naming no station) its route. */
export function alertsTouchingRun(timetable: Timetable, tripIndex: number, day: string, alerts: NetworkAlerts): NetworkAlert[] {
  if (!alerts.alerts.length) return [];
  const trip = timetable.trips[tripIndex]!;
  const touching = alerts.alerts.filter((alert) =>
    alert.stations.size ? trip.stopTimes.some((stopTime) => concernsStation(alert, trip.route, stopTime.station)) : alert.routes.has(trip.route),
  );
  if (!touching.length) return [];
  const from = parisInstant(day, trip.stopTimes[0]!.departure);
  const to = parisInstant(day, trip.stopTimes.at(-1)!.arrival);
  return touching.filter((alert) => activeDuring(alert, from, to));
}
