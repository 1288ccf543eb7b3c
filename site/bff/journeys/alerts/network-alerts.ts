import type { Locale } from '@quai/engine/i18n';
import type { JourneyEvent } from '../../../../schemas/generated/api/journey-common';
import { parisIso } from '../timetable/paris-time';

/** An instant range in milliseconds since the epoch; an open end is infinite. */
interface ActivePeriod {
  start: number;
  end: number;
}

/**
 * A service alert as the journey services read it: which routes and stations of the timetable it
 * touches (indices), when, whether it stops service there, and its wording per locale.
 */
export interface NetworkAlert {
  id: string;
  /** The event category travellers see on the runs it touches. */
  category: 'disturbance' | 'works' | 'information';
  /**
   * No service during the periods: an alert naming stations closes them (on its routes only, when
   * it names routes too); one naming routes alone stops every run of those routes.
   */
  noService: boolean;
  routes: ReadonlySet<number>;
  stations: ReadonlySet<number>;
  /** Empty: always active. */
  periods: readonly ActivePeriod[];
  wording(locale: Locale): { title: string; text: string };
}

/** The alerts in force for the journey services; `version` changes whenever the list does. */
export interface NetworkAlerts {
  version: number;
  alerts: readonly NetworkAlert[];
}

export const NO_NETWORK_ALERTS: NetworkAlerts = { version: 0, alerts: [] };

/** Whether an alert concerns a station a run of `route` calls at (stations named), or the route itself (routes alone). */
export function concernsStation(alert: Pick<NetworkAlert, 'routes' | 'stations'>, route: number, station: number): boolean {
  return alert.stations.has(station) && (alert.routes.size === 0 || alert.routes.has(route));
}

/** Whether the alert stops the whole route (it names routes and no station). */
export function closesRoute(alert: Pick<NetworkAlert, 'noService' | 'routes' | 'stations'>, route: number): boolean {
  return alert.noService && alert.stations.size === 0 && alert.routes.has(route);
}

/** Whether an alert is active at an instant (ms). */
export function activeAt(alert: Pick<NetworkAlert, 'periods'>, instant: number): boolean {
  return alert.periods.length === 0 || alert.periods.some((period) => period.start <= instant && instant < period.end);
}

/** Whether an alert is active at some moment of [from, to] (ms). */
export function activeDuring(alert: Pick<NetworkAlert, 'periods'>, from: number, to: number): boolean {
  return alert.periods.length === 0 || alert.periods.some((period) => period.start <= to && from < period.end);
}

const hourInstants = new Map<string, number>();

/**
 * The instant of a Paris wall-clock minute counted from midnight of `day`. Closures and events
 * ask for thousands of them: the instant of each hour is computed once (offsets change on the hour).
 */
export function parisInstant(day: string, minute: number): number {
  const hour = Math.floor(minute / 60);
  const key = `${day}|${hour}`;
  let instant = hourInstants.get(key);
  if (instant === undefined) {
    instant = Date.parse(parisIso(day, hour * 60));
    if (hourInstants.size > 20_000) hourInstants.clear();
    hourInstants.set(key, instant);
  }
  return instant + (minute - hour * 60) * 60_000;
}

const TYPES: Record<NetworkAlert['category'], JourneyEvent['type']> = {
  disturbance: 'PERTURBATION',
  works: 'TRAVAUX',
  information: 'INFORMATION',
};

/** The event a run touched by the alert carries, in the answers' event shape. */
export function alertEvent(alert: NetworkAlert, locale: Locale): JourneyEvent {
  const { title, text } = alert.wording(locale);
  return {
    category: alert.category,
    type: TYPES[alert.category],
    title,
    text,
    longText: text,
    url: null,
    duration: 0,
    hasOtherReasons: false,
  };
}
