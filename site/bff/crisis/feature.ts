import type { BffFeature } from '../context';
import { CRISIS_TAG, crisisRoutes } from './routes';

/** The crisis items of the header's banner, read from the content. */
export const crisisFeature: BffFeature = {
  tag: CRISIS_TAG,
  description: "Crisis items shown in the header's banner.",
  register: crisisRoutes,
};
