import type { Locale } from '@quai/engine/i18n';
import type { EventCategory, JourneyEvent, JourneyEvents } from '../../../../schemas/generated/api/journey-common';
import type { Timetable } from '../timetable/types';
import { seededRandom } from './seeded-random';
import { eventWording, REASONS, stopEventWording, type EventWording } from './wording';

export type StopEventType = 'SUPPRESSION_PARTIELLE' | 'SUPPRESSION_DETOURNEMENT' | 'CREATION' | 'AJOUT_ARRET';

/** What happens to one run on one day: delays and events by stop position, and its events. */
export interface RunSituation {
  /** Minutes late at each stop position. */
  delays: number[];
  stopEvents: Array<StopEventType | undefined>;
  cancelled: boolean;
  events: JourneyEvent[];
}

/** Share of runs touched by each kind of disruption; the rest run as planned. */
const CHANCE = {
  cancelled: 0.01,
  partial: 0.02,
  detour: 0.02,
  created: 0.01,
  delay: 0.15,
  disturbance: 0.3,
  extraStop: 0.02,
  works: 0.05,
  information: 0.05,
};
const DELAYS = [5, 10, 15, 20, 30, 45];

/**
 * The live situation of a run, generated from its trip id and service day only: the same train
 * shows the same events in itineraries, train details and station boards, and tomorrow brings
 * other events. The locale changes the wording, never the events.
 */
export function situationOf(timetable: Timetable, trip: number, day: string, locale: Locale): RunSituation {
  const { id, stopTimes } = timetable.trips[trip]!;
  const random = seededRandom(`${day}|${id}`);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const texts = eventWording(locale, REASONS[Math.floor(random() * 100) % REASONS.length]!);
  const name = (position: number) => timetable.stations[stopTimes[position]!.station]!.name;
  const count = stopTimes.length;
  const delays = new Array<number>(count).fill(0);
  const stopEvents = new Array<StopEventType | undefined>(count).fill(undefined);
  const events: JourneyEvent[] = [];
  const add = (category: EventCategory, type: JourneyEvent['type'], wording: EventWording, duration = 0) =>
    events.push({ category, type, ...wording, url: null, duration, hasOtherReasons: false });

  const fate = random();
  let cancelled = false;
  if (fate < CHANCE.cancelled) {
    cancelled = true;
    add('deleted', 'SUPPRESSION', texts.deleted);
  } else if (fate < CHANCE.cancelled + CHANCE.partial && count >= 3) {
    const terminus = 1 + Math.floor(random() * (count - 2));
    for (let position = terminus + 1; position < count; position++) stopEvents[position] = 'SUPPRESSION_PARTIELLE';
    add('deleted', 'SUPPRESSION_PARTIELLE', texts.partial(name(terminus)));
  } else if (fate < CHANCE.cancelled + CHANCE.partial + CHANCE.detour && count >= 4) {
    const skipped = 1 + Math.floor(random() * (count - 2));
    stopEvents[skipped] = 'SUPPRESSION_DETOURNEMENT';
    add('course_modified', 'SUPPRESSION_DETOURNEMENT', texts.detour(name(skipped)));
  } else if (fate < CHANCE.cancelled + CHANCE.partial + CHANCE.detour + CHANCE.created) {
    stopEvents.fill('CREATION');
    add('created', 'CREATION', texts.created);
  }

  if (!cancelled && random() < CHANCE.delay) {
    const minutes = pick(DELAYS);
    const from = Math.floor(random() * (count - 1));
    for (let position = from; position < count; position++) delays[position] = minutes;
    const disturbed = random() < CHANCE.disturbance;
    add('delay', 'RETARD', texts.delay(minutes), minutes);
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
  return { delays, stopEvents, cancelled, events };
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
