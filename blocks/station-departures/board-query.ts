import { bffKeys, type BffKey } from '../../adapters/bff-client/keys';
import type { BffAnswers } from '../../adapters/bff-client/server-answers';
import type { Locale } from '@quai/engine/i18n';
import type { StationDeparturesBlock } from '../../schemas/generated/blocks/station-departures';

/** The board's station: the block's own, else the page URL's codeZoneArret; "" when neither. */
export function boardStation(block: Pick<StationDeparturesBlock, 'codeZoneArret'>, params: URLSearchParams): string {
  return block.codeZoneArret ?? params.get('codeZoneArret') ?? '';
}

/** The board's call: departures from `now` (an ISO instant). */
export function boardKey(station: string, now: string, locale: Locale): BffKey {
  return bffKeys.stationTimetable({ codeZoneArret: station, dateHeure: now, locale });
}

/**
 * What the server fetched for the board: its answer, and the instant it asked from, which the
 * browser reuses so its request (and cache key) is the one already answered.
 */
export interface BoardServerData {
  now: string;
  answers: BffAnswers;
}
