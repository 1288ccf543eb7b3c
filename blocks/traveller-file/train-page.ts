import { formatInSiteTime } from '@quai/engine/time';
import type { Travel } from '../../schemas/generated/api/booking';
import { trainDetailsHref } from '../_rail/train-link';

/** The address of a travel's train page: the train details page for its day and number. */
export function trainPageHref(travel: Travel, trainDetailsPath: string): string {
  return trainDetailsHref(trainDetailsPath, formatInSiteTime(travel.departureDate, 'isoDate'), [travel.trainNumber]);
}

/** The same address, absolute (for a calendar file, or the browser's cache). */
export function trainPageUrl(travel: Travel, trainDetailsPath: string): string {
  return new URL(trainPageHref(travel, trainDetailsPath), window.location.origin).href;
}
