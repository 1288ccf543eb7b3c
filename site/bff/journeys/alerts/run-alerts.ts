import type { Timetable } from '../timetable/types';
import { activeDuring, concernsStation, parisInstant, type NetworkAlert, type NetworkAlerts } from './network-alerts';

interface AlertIndex {
  /** Alerts naming routes and no station, by route. */
  byRoute: Map<number, NetworkAlert[]>;
  /** Alerts naming stations, by station. */
  byStation: Map<number, NetworkAlert[]>;
}

/** Each runs' lookup goes through an index made once per alerts version: hundreds of alerts, thousands of runs. */
const indices = new WeakMap<NetworkAlerts, AlertIndex>();

function indexOf(alerts: NetworkAlerts): AlertIndex {
  let index = indices.get(alerts);
  if (!index) {
    index = { byRoute: new Map(), byStation: new Map() };
    for (const alert of alerts.alerts) {
      const [keys, map] = alert.stations.size ? [alert.stations, index.byStation] : [alert.routes, index.byRoute];
      for (const key of keys) map.set(key, [...(map.get(key) ?? []), alert]);
    }
    indices.set(alerts, index);
  }
  return index;
}

/** The alerts active while a run is on its way that name one of the stations it calls at, or (naming no station) its route. */
export function alertsTouchingRun(timetable: Timetable, tripIndex: number, day: string, alerts: NetworkAlerts): NetworkAlert[] {
  if (!alerts.alerts.length) return [];
  const trip = timetable.trips[tripIndex]!;
  const { byRoute, byStation } = indexOf(alerts);
  const touching = new Set(byRoute.get(trip.route));
  for (const stopTime of trip.stopTimes)
    for (const alert of byStation.get(stopTime.station) ?? [])
      if (concernsStation(alert, trip.route, stopTime.station)) touching.add(alert);
  if (!touching.size) return [];
  const found = [...touching];
  if (found.every((alert) => alert.periods.length === 0)) return found;
  const from = parisInstant(day, trip.stopTimes[0]!.departure);
  const to = parisInstant(day, trip.stopTimes.at(-1)!.arrival);
  return found.filter((alert) => activeDuring(alert, from, to));
}
