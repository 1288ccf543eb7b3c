import { serverDataStep } from '@quai/engine/definition';
import { formatInSiteTime } from '@quai/engine/time';

/** What the server gives the form: now in Paris, the day and time it starts from, the same in the HTML and at hydration. */
export interface ItinerarySearchServerData {
  /** yyyy-MM-dd */
  day: string;
  /** HH:mm */
  time: string;
}

export const itinerarySearchServerData = serverDataStep({}, async (): Promise<ItinerarySearchServerData> => {
  const now = Date.now();
  return { day: formatInSiteTime(now, 'isoDate'), time: formatInSiteTime(now, 'time') };
});
