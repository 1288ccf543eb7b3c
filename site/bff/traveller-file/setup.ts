import { join } from 'node:path';
import { loadGtfsFeed } from '../journeys/gtfs/load-feed';
import type { RateLimitTables } from '../../store/rate-limit-counters';
import type { Store } from '../../store/store';
import { buildDemoBookings } from './demo-bookings';
import { BookingService, type TravelRealTimes } from './service';
import { loadTicketKeys } from './signing-key';
import { BookingStore } from './store';

/**
 * The traveller file's service over the store, signing with the key the environment gives (or
 * the store keeps), with the demo bookings dated from today on runs of the embedded
 * timetable (whatever feed the journeys read), each travel answered with its real times
 * (`realTimes`). Made before the server takes requests: reading the timetable holds the process
 * for a moment.
 */
export async function bookingServiceFromEnvironment(
  root: string,
  store: Store,
  env: NodeJS.ProcessEnv = process.env,
  realTimes?: TravelRealTimes,
): Promise<BookingService> {
  const demoBookings = buildDemoBookings(loadGtfsFeed(join(root, 'site/data/gtfs')));
  return new BookingService(
    new BookingStore(store),
    store.tables<RateLimitTables>(),
    await loadTicketKeys(store, env),
    demoBookings,
    realTimes,
  );
}
