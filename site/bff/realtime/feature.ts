import type { BffFeature } from '../context';
import { LIVE_TRAINS_TAG, realtimeRoutes } from './routes';

/** Station boards and train details kept live from the realtime feed, as Server-Sent Events. */
export const liveTrainsFeature: BffFeature = {
  tag: LIVE_TRAINS_TAG,
  description: 'Server-Sent Events of station boards and train details, updated from the realtime feed.',
  register: realtimeRoutes,
};
