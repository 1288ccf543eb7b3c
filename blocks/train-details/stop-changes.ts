import type { TrainDetail } from '../../adapters/bff-client/types';

/** What a traveller reads of a run's stops: each stop's real times and whether it is served. */
function shownStops(details: readonly TrainDetail[]): string {
  return JSON.stringify(details.map((detail) => [detail.events, detail.stops]));
}

/** Whether an update changed what the page shows of the runs (times, deleted stops, events). */
export function stopsChanged(previous: readonly TrainDetail[] | undefined, next: readonly TrainDetail[]): boolean {
  return previous !== undefined && shownStops(previous) !== shownStops(next);
}
