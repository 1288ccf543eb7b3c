// Answers are formatted in the site's locales and time zone: the engine is configured as the site's server configures it.
import '../../site/engine-config';
import { DEFAULT_MODES } from '../../domain/rail/modes';
import type { JourneyData } from '../../site/bff/journeys/embedded/journey-data';
import type { ItinerarySearch } from '../../site/bff/journeys/embedded/itineraries';
import { addDays } from '../../site/bff/journeys/timetable/days';

/** The Monday the benchmarks' searched week starts on. */
export const FIRST_DAY = '2026-11-23';

type Station = JourneyData['timetable']['stations'][number];

export interface RandomSearch {
  search: ItinerarySearch;
  from: Station;
  to: Station;
  /** Minute of the day searched. */
  minute: number;
}

/**
 * One itinerary search between two random stations at a random minute of the week, drawn from
 * a seeded generator: the planner and traffic benchmarks ask the same searches run after run.
 */
export function randomSearch(data: JourneyData, random: () => number): RandomSearch {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const from = pick(data.timetable.stations);
  const to = pick(data.timetable.stations);
  const minute = Math.floor(random() * 1440);
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const search: ItinerarySearch = {
    departureType: 'ZONE_ARRET',
    departureCode: from.code,
    departureLat: from.lat,
    departureLng: from.lon,
    arrivalType: 'ZONE_ARRET',
    arrivalCode: to.code,
    arrivalLat: to.lat,
    arrivalLng: to.lon,
    sens: random() < 0.5 ? 'PARTIR_APRES' : 'ARRIVER_AVANT',
    date: `${addDays(FIRST_DAY, Math.floor(random() * 7))}T${time}`,
    locale: 'fr',
    // Every mode the planner knows, as a search without a choice.
    modes: [...DEFAULT_MODES],
    initialQuery: true,
  };
  return { search, from, to, minute };
}
