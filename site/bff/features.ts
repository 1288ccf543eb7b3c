import type { MigrationSet } from '../store/migrator';
import { travellerFileFeature } from './traveller-file/feature';
import type { BffFeature } from './context';
import { crisisFeature } from './crisis/feature';
import { giftCardFeature } from './giftcard/feature';
import { journeysFeature } from './journeys/feature';
import { liveTrainsFeature } from './realtime/feature';
import { searchFeature } from './search/feature';
import { securityReportsFeature } from './security-reports/feature';
import { trafficFeature } from './traffic/feature';
import { webformFeature } from './webform/feature';

/**
 * Every BFF feature of the site, in the order the reference lists them: the one list a new
 * feature joins (its routes, tag and migrations come with it).
 */
export const BFF_FEATURES: readonly BffFeature[] = [
  journeysFeature,
  liveTrainsFeature,
  trafficFeature,
  searchFeature,
  crisisFeature,
  webformFeature,
  travellerFileFeature,
  giftCardFeature,
  securityReportsFeature,
];

/** The migrations of the features given, in one set for the store. */
export function featureMigrations(features: readonly BffFeature[]): MigrationSet {
  return Object.assign({}, ...features.map((feature) => feature.migrations ?? {}));
}

/** The tables of every feature of the site: what the server's store is opened with. */
export const SITE_MIGRATIONS = featureMigrations(BFF_FEATURES);
