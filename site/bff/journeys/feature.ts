import type { BffFeature } from '../context';
import { JOURNEYS_TAG, journeyRoutes } from './routes';

/** The journey calls over the site's one journey services instance (the page renderer shares it). */
export const journeysFeature: BffFeature = {
  tag: JOURNEYS_TAG,
  description: 'Itineraries, train details, station boards and station search over the timetable.',
  register: journeyRoutes,
};
