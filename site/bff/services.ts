import type { InProcessBff } from '../../adapters/bff/server-answers';
import type { Store } from '../store/store';
import type { BookingService } from './booking/service';
import { bookingServiceFromEnvironment } from './booking/setup';
import { inProcessBff } from './endpoint';
import { journeyEndpoints, journeyServicesFromEnvironment } from './journeys/routes';
import type { JourneyServices } from './journeys/service';

/**
 * The site's services, made once per process: the BFF routes and the page renderer share them
 * (one embedded timetable in memory, one upstream client).
 */
export interface SiteServices {
  journeys: JourneyServices;
  booking: BookingService;
}

export function siteServicesFromEnvironment(root: string, store: Store, env: NodeJS.ProcessEnv = process.env): SiteServices {
  return { journeys: journeyServicesFromEnvironment(root, env), booking: bookingServiceFromEnvironment(root, store, env) };
}

/** What blocks may use while the server renders a page: the BFF answered in process, with the routes' own code. */
export function renderServices(services: SiteServices): { bff: InProcessBff; booking: BookingService } {
  return { bff: inProcessBff(journeyEndpoints(services.journeys)), booking: services.booking };
}
