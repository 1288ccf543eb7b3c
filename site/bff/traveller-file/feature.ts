import type { BffFeature } from '../context';
import { bookingMigrations } from './migrations';
import { TRAVELLER_FILE_TAG } from './handlers/deps';
import { travellerFileRoutes } from './routes';

/**
 * The traveller file: booking lookup, the tickets page guard, ticket codes, PDF tickets and
 * proofs. Its service is one of the site's shared services: the tickets page renders with it.
 */
export const travellerFileFeature: BffFeature = {
  tag: TRAVELLER_FILE_TAG,
  description: 'Booking lookup, ticket codes, PDF tickets and proofs.',
  migrations: bookingMigrations,
  register: travellerFileRoutes,
};
