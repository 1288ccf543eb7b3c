import type { Locale } from '@quai/engine/i18n';
import type { TrafficStatusType } from '../../../schemas/generated/api/traffic-answer';

/** Where an alert comes from: the editorial content documents, or the GTFS-realtime Service Alerts feed. */
export type AlertSource = 'editorial' | 'gtfs-rt';

/**
 * One traffic alert as the store keeps it, whatever its source: already resolved against the
 * timetable (which Ile-de-France lines, regions, routes and stations it concerns) so that
 * answering a request only filters.
 */
export interface TrafficAlert {
  id: string;
  source: AlertSource;
  statusType: TrafficStatusType;
  /** No service on its routes or at its stations while active: the planner routes around it. */
  noService: boolean;
  /** Ile-de-France lines of the picker (codeLigne). */
  lines: string[];
  /** INSEE codes of the regions it concerns, Ile-de-France (11) included. */
  regions: string[];
  /** Timetable route ids and station codes it names. */
  routeIds: string[];
  stationCodes: string[];
  /** Instants in ms since the epoch; `end` null is open. Empty: always active. */
  periods: Array<{ start: number; end: number | null }>;
  /** Title and sanitised HTML description per locale; French is always there and stands in for a missing locale. */
  texts: Partial<Record<Locale, { title: string; description: string }>> & { fr: { title: string; description: string } };
  updatedAt: string;
}

export function isActive(alert: Pick<TrafficAlert, 'periods'>, instant: number): boolean {
  return (
    alert.periods.length === 0 || alert.periods.some((period) => period.start <= instant && (period.end === null || instant < period.end))
  );
}

/** The wording of a locale, French when the alert has none in it. */
export function textsIn(alert: Pick<TrafficAlert, 'texts'>, locale: Locale): { title: string; description: string } {
  return alert.texts[locale] ?? alert.texts.fr;
}
