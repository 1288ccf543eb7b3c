import type { QueryValues } from '../../adapters/bff-client/client';
import type { Locale } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import type { ItinerarySearch } from '../_rail/search-params';

/** The first page's query: the search of the URL, the page locale and the chosen modes. */
export function firstPageQuery(search: ItinerarySearch, locale: Locale, modes: readonly string[]): QueryValues {
  return {
    departureType: search.departure.type,
    departureCode: search.departure.code,
    departureLat: search.departure.lat,
    departureLng: search.departure.lng,
    arrivalType: search.arrival.type,
    arrivalCode: search.arrival.code,
    arrivalLat: search.arrival.lat,
    arrivalLng: search.arrival.lng,
    sens: search.sens,
    date: search.date,
    locale,
    modes: modes.join(','),
    initialQuery: 'true',
  };
}

/** A later page: same search from the paging instant (Paris time), not initial, with the selected modes. */
export function laterPageQuery(first: QueryValues, instant: number): QueryValues {
  const { modes, ...rest } = first;
  return { ...rest, date: formatInSiteTime(instant, 'isoDateTime'), initialQuery: 'false', selectedModes: modes };
}
