import type { Locale } from '@quai/engine/i18n';
import type { Itinerary } from '../../../../schemas/generated/api/itinerary';
import type { TransportMode } from '../../../../schemas/generated/api/journey-common';
import type { Sens } from '../planner/plan';
import { parseQueryMoment } from '../timetable/paris-time';
import { formatItinerary } from './itinerary-format';
import type { JourneyData } from './journey-data';

export interface ItinerarySearch {
  departureType: 'ZONE_ARRET' | 'COMMUNE';
  departureCode: string;
  arrivalType: 'ZONE_ARRET' | 'COMMUNE';
  arrivalCode: string;
  /** Coordinates are required by the call; the embedded planner finds places by code. */
  departureLat: number;
  departureLng: number;
  arrivalLat: number;
  arrivalLng: number;
  sens: Sens;
  date: string;
  locale: Locale;
  modes: TransportMode[];
  initialQuery: boolean;
}

/**
 * Itineraries between two places: a stop zone is its station, a commune every station of the
 * network inside it. Unknown places or dates give no itinerary.
 */
export function searchItineraries(data: JourneyData, search: ItinerarySearch): Itinerary[] {
  const moment = parseQueryMoment(search.date);
  const origins = stationsOf(data, search.departureType, search.departureCode);
  const targets = stationsOf(data, search.arrivalType, search.arrivalCode);
  if (!moment || !origins.length || !targets.length || !search.modes.length) return [];
  const alerts = data.alerts();
  const live = data.live();
  // Planned at the feed's real times: a connection a delay has broken is replaced by the next one that can be made.
  const journeys = data.planner.plan(
    { origins, targets, sens: search.sens, day: moment.day, minute: moment.minute, modes: search.modes },
    alerts,
    live,
  );
  const ranks = [...journeys].sort((a, b) =>
    search.sens === 'PARTIR_APRES' ? a.realArrival - b.realArrival : b.realDeparture - a.realDeparture,
  );
  return journeys.map((journey) =>
    formatItinerary(data.timetable, journey, moment.day, ranks.indexOf(journey) + 1, search.locale, alerts, live),
  );
}

function stationsOf(data: JourneyData, type: ItinerarySearch['departureType'], code: string): number[] {
  const { timetable } = data;
  if (type === 'ZONE_ARRET') {
    const station = timetable.stationByCode.get(code);
    return station === undefined ? [] : [station];
  }
  return timetable.stations
    .filter((station) => communeCode(data.stationRecords.get(station.code)?.codeinsee) === communeCode(code))
    .map((station) => station.index);
}

/**
 * The INSEE code of a commune: Paris, Lyon and Marseille stations carry the code of their
 * arrondissement, which is folded into the commune's.
 */
export function communeCode(insee: string | undefined): string | undefined {
  if (!insee) return undefined;
  if (/^751\d\d$/.test(insee)) return '75056';
  if (/^6938\d$/.test(insee)) return '69123';
  if (/^132\d\d$/.test(insee)) return '13055';
  return insee;
}
