import type { JourneyServices } from '../service';
import { toParisMoment, parseQueryMoment } from '../timetable/paris-time';
import { searchItineraries } from './itineraries';
import type { JourneyData } from './journey-data';
import { LocationIndex } from './locations';
import { stationTimetable } from './station-timetable';
import { trainDetails } from './train-details';

/** The journey services over the timetable in memory: offline, deterministic for a given clock. */
export function embeddedJourneyServices(data: JourneyData, clock: () => Date = () => new Date()): JourneyServices {
  const locations = new LocationIndex(data);
  return {
    itineraries: async (search) => searchItineraries(data, search),
    trainDetails: async (query) => trainDetails(data, query),
    stationTimetable: async (query) => {
      const now = query.dateHeure ? parseQueryMoment(query.dateHeure) : toParisMoment(clock());
      return now ? stationTimetable(data, query.codeZoneArret, now, query.locale) : { gare: null, lignes: [], horaires: {} };
    },
    locations: async (query) => locations.search(query),
  };
}
