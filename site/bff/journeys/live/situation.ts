import type { Locale } from '@quai/engine/i18n';
import type { EventCategory, JourneyEvent, JourneyEvents } from '../../../../schemas/generated/api/journey-common';
import type { Timetable } from '../timetable/types';
import type { LiveTrip } from './live-trips';
import { seededRandom } from './seeded-random';
import { eventWording, REASONS, stopEventWording, type EventWording } from './wording';

export type StopEventType = 'SUPPRESSION_PARTIELLE' | 'SUPPRESSION_DETOURNEMENT' | 'CREATION' | 'AJOUT_ARRET';

/** What happens to one run on one day: delays, tracks and events by stop position, and its events. */
export interface RunSituation {
  /** Minutes late at each stop position, on arrival and on departure. */
  arrivalDelays: number[];
  delays: number[];
  stopEvents: Array<StopEventType | undefined>;
  /** The track the realtime feed moved the train to at a stop position, if it did. */
  tracks: Array<string | undefined>;
  cancelled: boolean;
  events: JourneyEvent[];
}

/** Share of runs given each planned change of the day (the realtime feed brings delays, cancellations and skipped stops). */
const CHANCE = { created: 0.01, disturbance: 0.3, extraStop: 0.02, works: 0.05, information: 0.05 };

/**
 * The situation of a run: its delays, cancellation and skipped stops as the realtime feed gives
 * them (`live`; none: as planned), and the day's planned changes (extra trains and stops, works,
 * information) drawn from its trip id and service day, so the same train shows the same events in
 * itineraries, train details and station boards. The locale changes the wording, never the events.
 */
export function runSituation(timetable: Timetable, trip: number, day: string, locale: Locale, live?: LiveTrip): RunSituation {
  const { id, stopTimes } = timetable.trips[trip]!;
  const random = seededRandom(`${day}|${id}`);
  const texts = eventWording(locale, REASONS[Math.floor(random() * 100) % REASONS.length]!);
  const name = (position: number) => timetable.stations[stopTimes[position]!.station]!.name;
  const count = stopTimes.length;
  const stopEvents = new Array<StopEventType | undefined>(count).fill(undefined);
  const events: JourneyEvent[] = [];
  const add = (category: EventCategory, type: JourneyEvent['type'], wording: EventWording, duration = 0) =>
    events.push({ category, type, ...wording, url: null, duration, hasOtherReasons: false });
  const cancelled = live?.cancelled ?? false;
  const delays = live && !cancelled ? [...live.departureDelays] : new Array<number>(count).fill(0);
  const arrivalDelays = live && !cancelled ? [...live.arrivalDelays] : new Array<number>(count).fill(0);

  if (cancelled) add('deleted', 'SUPPRESSION', texts.deleted);
  else if (live?.skipped.some(Boolean)) {
    // Skipped stops up to the terminus make a shortened run; others a detour.
    const served = live.skipped.lastIndexOf(false);
    live.skipped.forEach((skipped, position) => {
      if (skipped) stopEvents[position] = position > served ? 'SUPPRESSION_PARTIELLE' : 'SUPPRESSION_DETOURNEMENT';
    });
    if (served < count - 1) add('deleted', 'SUPPRESSION_PARTIELLE', texts.partial(name(served)));
    const detours = stopEvents.flatMap((type, position) => (type === 'SUPPRESSION_DETOURNEMENT' ? [name(position)] : []));
    if (detours.length) add('course_modified', 'SUPPRESSION_DETOURNEMENT', texts.detour(detours.join(', ')));
  }
  const created = random() < CHANCE.created;
  if (created && !cancelled) {
    stopEvents.fill('CREATION');
    add('created', 'CREATION', texts.created);
  }
  const disturbed = random() < CHANCE.disturbance;
  const worst = Math.max(0, ...delays);
  if (worst > 0) {
    add('delay', 'RETARD', texts.delay(worst), worst);
    if (disturbed) {
      events.at(-1)!.hasOtherReasons = true;
      add('disturbance', 'PERTURBATION', texts.disturbance);
    }
  }
  if (!cancelled && count >= 3 && random() < CHANCE.extraStop) {
    const position = 1 + Math.floor(random() * (count - 2));
    if (!stopEvents[position]) {
      stopEvents[position] = 'AJOUT_ARRET';
      add('more_stops', 'AJOUT_ARRET', texts.extraStop(name(position)));
    }
  }
  if (random() < CHANCE.works) add('works', 'TRAVAUX', texts.works);
  if (random() < CHANCE.information) add('information', 'INFORMATION', texts.information);
  return { arrivalDelays, delays, stopEvents, tracks: live?.tracks ?? new Array(count).fill(undefined), cancelled, events };
}

/** Events keyed by category, as itineraries and train details answer them. */
export function groupEvents(events: JourneyEvent[]): JourneyEvents {
  const grouped: JourneyEvents = {};
  for (const event of events) {
    const group = grouped[event.category] ?? [];
    group.push(event);
    grouped[event.category] = group;
  }
  return grouped;
}

/** The title of a stop event in the locale. */
export function stopEventTitle(type: StopEventType, locale: Locale): string {
  return stopEventWording(locale, type);
}
