import type { InProcessBff } from '../../adapters/bff/server-answers';
import { inProcessBff } from './endpoint';
import { journeyEndpoints, journeyServicesFromEnvironment } from './journeys/routes';
import type { JourneyServices } from './journeys/service';

/**
 * The site's services, made once per process: the BFF routes and the page renderer share them
 * (one embedded timetable in memory, one upstream client).
 */
export interface SiteServices {
  journeys: JourneyServices;
}

export function siteServicesFromEnvironment(root: string, env: NodeJS.ProcessEnv = process.env): SiteServices {
  return { journeys: journeyServicesFromEnvironment(root, env) };
}

/** What blocks may use while the server renders a page: the BFF answered in process, with the routes' own code. */
export function renderServices(services: SiteServices): { bff: InProcessBff } {
  return { bff: inProcessBff(journeyEndpoints(services.journeys)) };
}
