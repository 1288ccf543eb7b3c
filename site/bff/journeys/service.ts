import type { Locale } from '@quai/engine/i18n';
import type { Itinerary } from '../../../schemas/generated/api/itinerary';
import type { Location } from '../../../schemas/generated/api/location';
import type { StationTimetable } from '../../../schemas/generated/api/station-timetable';
import type { TrainDetail } from '../../../schemas/generated/api/train-detail';
import type { ItinerarySearch } from './embedded/itineraries';
import type { LocationSearch } from './embedded/locations';
import type { TrainDetailsQuery } from './embedded/train-details';

interface StationTimetableQuery {
  codeZoneArret: string;
  /** An ISO instant; now when absent. */
  dateHeure?: string;
  locale: Locale;
}

/**
 * The journey services behind the BFF routes: the embedded implementation (the timetable in
 * memory) or the upstream one (a real operator's API), chosen at start-up.
 */
export interface JourneyServices {
  itineraries(search: ItinerarySearch): Promise<Itinerary[]>;
  trainDetails(query: TrainDetailsQuery): Promise<TrainDetail[]>;
  stationTimetable(query: StationTimetableQuery): Promise<StationTimetable>;
  locations(query: LocationSearch): Promise<Location[]>;
}
