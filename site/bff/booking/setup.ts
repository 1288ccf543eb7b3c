import { join } from 'node:path';
import { loadGtfsFeed } from '../journeys/gtfs/load-feed';
import type { RateLimitTables } from '../../store/rate-limit-counters';
import { dataDirectory, type Store } from '../../store/store';
import { buildDemoBookings } from './demo-bookings';
import { BookingService } from './service';
import { loadTicketKeys } from './signing-key';
import { BookingStore } from './store';

/** The traveller file's service over the store, signing with the key the environment gives (or the data directory keeps). */
export function bookingServiceFromEnvironment(store: Store, env: NodeJS.ProcessEnv = process.env): BookingService {
  return new BookingService(new BookingStore(store), store.tables<RateLimitTables>(), loadTicketKeys(dataDirectory(env), env));
}

/**
 * Writes the demo bookings, dated from today on runs of the embedded timetable (whatever feed
 * the journeys read), and forgets expired uuids. Run at every start, so the demo stays ahead.
 */
export async function refreshDemoBookings(service: BookingService, root: string): Promise<void> {
  const timetable = loadGtfsFeed(join(root, 'site/data/gtfs'));
  for (const booking of buildDemoBookings(timetable)) await service.store.saveBooking(booking);
  await service.store.removeExpiredAccess();
}
