import type { BffFeature } from '../context';
import { trafficMigrations } from './migrations';
import { TRAFFIC_TAG, trafficRoutes } from './routes';

/** Traffic messages (editorial and from the alerts feed) and the lines' timetable sheets. */
export const trafficFeature: BffFeature = {
  tag: TRAFFIC_TAG,
  description: "Traffic messages of a perimeter and the lines' timetable sheets.",
  migrations: trafficMigrations,
  register: trafficRoutes,
};
