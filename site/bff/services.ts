import type { InProcessBff } from '../../adapters/bff/server-answers';
import type { ContentStore } from '../content-store/store';
import type { Store } from '../store/store';
import { inProcessBff } from './endpoint';
import { journeyEndpoints, journeyServicesFromEnvironment } from './journeys/routes';
import type { JourneyServices } from './journeys/service';
import { searchEndpoints } from './search/endpoints';
import { SearchService } from './search/service';

/**
 * The site's services, made once per process: the BFF routes and the page renderer share them
 * (one embedded timetable in memory, one upstream client, one search index kept in step with the content).
 */
export interface SiteServices {
  journeys: JourneyServices;
  search: SearchService;
}

/** What the services read from: the store, and the current content (rebuilt on a change in development). */
export interface ServiceSources {
  store: Store;
  content: () => Promise<Pick<ContentStore, 'documents'>>;
}

export function siteServicesFromEnvironment(root: string, sources: ServiceSources, env: NodeJS.ProcessEnv = process.env): SiteServices {
  return { journeys: journeyServicesFromEnvironment(root, env), search: new SearchService(sources.store, sources.content) };
}

/** What blocks may use while the server renders a page: the BFF answered in process, with the routes' own code. */
export function renderServices(services: SiteServices): { bff: InProcessBff } {
  return { bff: inProcessBff([...journeyEndpoints(services.journeys), ...searchEndpoints(services.search)]) };
}
