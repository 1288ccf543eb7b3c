import type { Timetable } from '../timetable/types';
import { activeDuring, parisInstant, type NetworkAlert, type NetworkAlerts } from './network-alerts';

/** The alerts active while a run is on its way that name its route or one of the stations it calls at. */
export function alertsTouchingRun(timetable: Timetable, tripIndex: number, day: string, alerts: NetworkAlerts): NetworkAlert[] {
  if (!alerts.alerts.length) return [];
  const trip = timetable.trips[tripIndex]!;
  const touching = alerts.alerts.filter((alert) => alert.routes.has(trip.route) || trip.stopTimes.some((stopTime) => alert.stations.has(stopTime.station)));
  if (!touching.length) return [];
  const from = parisInstant(day, trip.stopTimes[0]!.departure);
  const to = parisInstant(day, trip.stopTimes.at(-1)!.arrival);
  return touching.filter((alert) => activeDuring(alert, from, to));
}
