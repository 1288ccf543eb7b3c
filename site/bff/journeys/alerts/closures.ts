import type { ConnectionSet } from '../planner/connections';
import type { Timetable } from '../timetable/types';
import { activeAt, activeDuring, closesRoute, concernsStation, parisInstant, type NetworkAlerts } from './network-alerts';

/** Flags of a connection closed by a no-service alert. */
export const CLOSED = {
  /** The run does not run at all. */
  run: 1,
  /** Nobody gets on or off at the connection's first station (the run passes without stopping). */
  from: 2,
  /** Nobody gets on or off at the connection's last station. */
  to: 4,
} as const;

/**
 * Which connections of a day's set the no-service alerts close: every connection of a run whose
 * route is closed while the run is on its way (from its first departure to its last arrival), and
 * the ends of connections at a closed station while the run calls there. Undefined when no
 * alert closes anything, so the scan pays nothing.
 */
export function closedConnections(timetable: Timetable, connections: ConnectionSet, alerts: NetworkAlerts): Uint8Array | undefined {
  const noService = alerts.alerts.filter((alert) => alert.noService);
  if (!noService.length) return undefined;
  const byRoute = noService.filter((alert) => alert.stations.size === 0 && alert.routes.size > 0);
  const byStation = noService.filter((alert) => alert.stations.size > 0);
  const runClosed = new Uint8Array(connections.runs.length);
  connections.runs.forEach((run, index) => {
    const trip = timetable.trips[run.trip]!;
    const alerted = byRoute.filter((alert) => closesRoute(alert, trip.route));
    if (!alerted.length) return;
    const from = parisInstant(run.day, trip.stopTimes[0]!.departure);
    const to = parisInstant(run.day, trip.stopTimes.at(-1)!.arrival);
    if (alerted.some((alert) => activeDuring(alert, from, to))) runClosed[index] = 1;
  });
  const stationAlerted = new Uint8Array(timetable.stations.length);
  for (const alert of byStation) for (const station of alert.stations) stationAlerted[station] = 1;
  const stationClosedAt = (station: number, route: number, day: string, minute: number) => {
    if (!stationAlerted[station]) return false;
    const instant = parisInstant(day, minute);
    return byStation.some((alert) => concernsStation(alert, route, station) && activeAt(alert, instant));
  };
  let any = false;
  const flags = new Uint8Array(connections.count);
  for (let c = 0; c < connections.count; c++) {
    const runIndex = connections.run[c]!;
    let flag = runClosed[runIndex] ? CLOSED.run : 0;
    if (!flag && byStation.length) {
      const run = connections.runs[runIndex]!;
      const { stopTimes, route } = timetable.trips[run.trip]!;
      if (stationClosedAt(connections.from[c]!, route, run.day, stopTimes[connections.fromPosition[c]!]!.departure)) flag |= CLOSED.from;
      if (stationClosedAt(connections.to[c]!, route, run.day, stopTimes[connections.toPosition[c]!]!.arrival)) flag |= CLOSED.to;
    }
    if (flag) any = true;
    flags[c] = flag;
  }
  return any ? flags : undefined;
}
