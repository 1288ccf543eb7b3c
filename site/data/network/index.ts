import { ILE_DE_FRANCE_LINES } from './ile-de-france';
import type { LineSpec } from './types';

export { AGENCIES } from './agencies';
export type { LineSpec, RunningDays } from './types';

/**
 * The lines of the network the site describes itself: Île-de-France's RER, Transilien and metro
 * lines between the SNCF stations they serve. No published feed of them is at hand, so their runs
 * are generated; every other train of the timetable is SNCF's published one.
 */
export const NETWORK: LineSpec[] = ILE_DE_FRANCE_LINES;
