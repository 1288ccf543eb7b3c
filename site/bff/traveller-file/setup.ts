import type { Timetable } from '../journeys/timetable/types';
import type { RateLimitTables } from '../../store/rate-limit-counters';
import type { Store } from '../../store/store';
import { buildDemoBookings } from './demo-bookings';
import { BookingService, type TravelRealTimes } from './service';
import { loadTicketKeys } from './signing-key';
import { BookingStore } from './store';

/**
 * The traveller file's service over the store, signing with the key the environment gives (or
 * the store keeps), with the demo bookings dated from today on runs of the journeys' timetable,
 * each travel answered with its real times (`realTimes`). Made before the server takes requests.
 */
export async function bookingServiceFromEnvironment(
  store: Store,
  env: NodeJS.ProcessEnv,
  timetable: Timetable,
  realTimes?: TravelRealTimes,
): Promise<BookingService> {
  return new BookingService(
    new BookingStore(store),
    store.tables<RateLimitTables>(),
    await loadTicketKeys(store, env),
    buildDemoBookings(timetable, undefined, (line) => process.stdout.write(`${line}\n`)),
    realTimes,
  );
}
