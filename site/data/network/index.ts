import { HIGH_SPEED_LINES } from './high-speed';
import { ILE_DE_FRANCE_LINES } from './ile-de-france';
import { INTERCITES_LINES } from './intercites';
import { ROAD_AND_TRAM_TRAIN_LINES } from './road-and-tram-train';
import { TER_LINES } from './ter';
import type { LineSpec } from './types';

export { AGENCIES } from './agencies';
export type { LineSpec, RunningDays } from './types';

/** Every line of the embedded network. */
export const NETWORK: LineSpec[] = [
  ...HIGH_SPEED_LINES,
  ...INTERCITES_LINES,
  ...TER_LINES,
  ...ILE_DE_FRANCE_LINES,
  ...ROAD_AND_TRAM_TRAIN_LINES,
];
