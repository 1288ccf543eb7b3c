import type { EventCategory, JourneyEvent, JourneyEvents } from '../../adapters/bff-client/types';

/** Categories that open by themselves in the events accordion, most pressing first. */
export const PRIORITY_CATEGORIES: readonly EventCategory[] = [
  'disturbance',
  'deleted',
  'delay',
  'course_modified',
  'more_stops',
  'created',
];
/** Every category in the order the accordion lists them. */
export const CATEGORY_ORDER: readonly EventCategory[] = [...PRIORITY_CATEGORIES, 'works', 'information'];

export interface EventItem {
  id: string;
  category: EventCategory;
  event: JourneyEvent;
}

/** The events of an itinerary or a train, one item each, priority categories first in their order. */
export function eventItems(events: JourneyEvents | undefined): EventItem[] {
  if (!events) return [];
  return CATEGORY_ORDER.flatMap((category) =>
    (events[category] ?? []).map((event, index) => ({ id: `${category}-${index}`, category, event })),
  );
}

/** The item the accordion opens by itself: the first of a priority category, if any. */
export function autoOpenedItem(items: readonly EventItem[]): string | undefined {
  return items.find((item) => PRIORITY_CATEGORIES.includes(item.category))?.id;
}

export type EventIconName = 'retard' | 'travaux' | 'information' | 'perturbation' | 'danger';

/** The icon of one event in an itinerary: delay, works and information have their own; cancellations are a danger. */
export function eventIcon(category: EventCategory): EventIconName {
  switch (category) {
    case 'delay':
      return 'retard';
    case 'works':
      return 'travaux';
    case 'information':
      return 'information';
    case 'deleted':
      return 'danger';
    default:
      return 'perturbation';
  }
}

/** Which icon sums up a train's events, most serious first: a removed stop or train, a delay, a disturbance or changed route, added stops, works, then plain information. */
const TRAIN_ICON_PRIORITY: ReadonlyArray<[readonly EventCategory[], EventIconName]> = [
  [['deleted'], 'perturbation'],
  [['delay'], 'retard'],
  [['disturbance', 'course_modified'], 'perturbation'],
  [['more_stops', 'created'], 'information'],
  [['works'], 'travaux'],
  [['information'], 'information'],
];

/** The category icon of a train: the first rule whose categories the train has events in. */
export function trainCategoryIcon(categories: ReadonlySet<string>): EventIconName | undefined {
  return TRAIN_ICON_PRIORITY.find(([rule]) => rule.some((category) => categories.has(category)))?.[1];
}

export function eventCategories(events: JourneyEvents | undefined): Set<EventCategory> {
  return new Set(eventItems(events).map((item) => item.category));
}
