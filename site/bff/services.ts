import type { SiteBlockServices } from '../server/runtime-types';
import type { ContentStore } from '../content-store/store';
import type { Store } from '../store/store';
import type { SiteServices } from './context';
import { bookingServiceFromEnvironment } from './traveller-file/setup';
import { inProcessBff } from './endpoint';
import { loadJourneyData, type JourneyData } from './journeys/embedded/journey-data';
import { embeddedJourneyServices } from './journeys/embedded/services';
import { journeyEndpoints } from './journeys/routes';
import { realtimeFeedFromEnvironment } from './realtime/environment';
import { travelRealTime } from './realtime/travel-real-time';
import { searchEndpoints } from './search/endpoints';
import { SearchService } from './search/service';
import { upstreamJourneyServices } from './journeys/upstream-services';
import { trafficServiceFromEnvironment } from './traffic/environment';
import { HourlyRecords } from './traffic/hourly-records';
import { trafficEndpoints } from './traffic/routes';
import type { TrafficService } from './traffic/service';

/** What the services read from: the store, and the current content (rebuilt on a change in development). */
export interface ServiceSources {
  store: Store;
  content: () => Promise<Pick<ContentStore, 'documents'>>;
}

/**
 * The site's services, made once per process (the BFF routes and the page renderer share them),
 * configured from `env`.
 */
export async function siteServicesFromEnvironment(
  root: string,
  sources: ServiceSources,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SiteServices> {
  const { store } = sources;
  // Service alerts reach the embedded journeys; traffic resolves alerts against the same timetable
  // (loaded even with an upstream journeys API, for the lines, regions and hourly records).
  let data: JourneyData | undefined;
  const journeyData = () =>
    (data ??= loadJourneyData(root, env, {
      alerts: () => traffic.networkAlerts(),
      live: () => realtime.live(),
      log: (line) => process.stdout.write(`${line}\n`),
    }));
  const realtime = realtimeFeedFromEnvironment(env, () => journeyData().timetable);
  const hourlyRecords = new HourlyRecords(() => journeyData().timetable);
  const traffic: TrafficService = trafficServiceFromEnvironment({ root, store, env, journeyData, hourlyRecords });
  const journeys = env.QUAI_JOURNEYS_UPSTREAM_URL
    ? upstreamJourneyServices(env.QUAI_JOURNEYS_UPSTREAM_URL)
    : embeddedJourneyServices(journeyData());
  return {
    journeys,
    traffic,
    realtime,
    hourlyRecords,
    search: new SearchService(store, sources.content),
    // The traveller file's trips at the real times the boards show.
    booking: await bookingServiceFromEnvironment(store, env, journeyData().timetable, (travel) =>
      travelRealTime(journeyData().timetable, realtime.live(), travel),
    ),
  };
}

/** What blocks may use while the server renders a page: the BFF answered in process, with the routes' own code. */
export function renderServices(services: SiteServices): SiteBlockServices {
  return {
    bff: inProcessBff([...journeyEndpoints(services.journeys), ...trafficEndpoints(services.traffic), ...searchEndpoints(services.search)]),
    booking: services.booking,
  };
}
