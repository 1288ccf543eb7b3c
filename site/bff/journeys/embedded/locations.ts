import type { Location, LocationCode } from '../../../../schemas/generated/api/location';
import { primaryUic, type StationRecord } from '../../../data/stations';
import { communeCode } from './itineraries';
import type { Station } from '../timetable/types';
import type { JourneyData } from './journey-data';
import { matchRank, normaliseForSearch } from './text-match';

export interface LocationSearch {
  libelle: string;
  typeEmplacement: 'TOUS' | 'COMMUNE' | 'ZONE_ARRET';
  limit: number;
  codePays?: string;
}

interface Candidate {
  location: Location;
  /** Every name it is found by, normalised: the SNCF list's and each feed's ("Nice", "Nice-Ville", "Gare de Lyon-Part-Dieu"...). */
  searchTexts: string[];
  /** Lower first: station category (A hubs before C halts), stations of the timetable first. */
  weight: number;
}

const CATEGORY_WEIGHT: Record<string, number> = { A: 0, B: 1, C: 2 };

/**
 * The station autocomplete over every SNCF station and every station of the timetable's feed
 * (a station the SNCF list has under the same code is offered once, with the list's names and
 * codes): the one best matching commune, then stop zones, by match quality, then by station
 * importance. Fewer than 2 characters find nothing; a country other than the places' finds nothing.
 */
export class LocationIndex {
  private readonly stops: Candidate[];
  private readonly communes: Candidate[];

  constructor(data: JourneyData) {
    // A few recent stations have no position: they cannot start a search, so they are not offered.
    const placed = data.allStations.filter((station): station is PlacedStation => station.position_geographique !== null);
    const feedNames = (code: string) => {
      const station = data.timetable.stations[data.timetable.stationByCode.get(code) ?? -1];
      return station ? [station.name, ...(station.names ?? [])] : [];
    };
    this.stops = placed.map((station) => ({
      location: stopZone(station, data),
      searchTexts: searchTextsOf([station.nom, ...station.codes_uic.split(';').flatMap((code) => feedNames(code.trim()))]),
      // A station of two categories ("A;B": Paris Gare de Lyon) weighs as its first.
      weight:
        Math.min(...station.segment_drg.split(';').map((category) => CATEGORY_WEIGHT[category] ?? 3)) +
        (data.timetable.stationByCode.has(primaryUic(station)) ? 0 : 4),
    }));
    const listed = new Set(placed.flatMap((station) => station.codes_uic.split(';').map((code) => code.trim())));
    for (const station of data.timetable.stations) {
      if (listed.has(station.code)) continue;
      // Not in the SNCF list, so of no known category: weighed as a halt.
      this.stops.push({
        location: feedStopZone(station, data.timetable.country),
        searchTexts: searchTextsOf(feedNames(station.code)),
        weight: 2,
      });
    }
    this.communes = communes(placed).map((location) => ({ location, searchTexts: searchTextsOf([location.libelle]), weight: 0 }));
  }

  search(query: LocationSearch): Location[] {
    const text = searchTextsOf([query.libelle]);
    if (query.libelle.trim().length < 2 || !text.length) return [];
    const inCountry = (candidate: Candidate) => !query.codePays || candidate.location.codePays === query.codePays;
    const commune = query.typeEmplacement === 'ZONE_ARRET' ? [] : best(this.communes.filter(inCountry), text, 1);
    const stops = query.typeEmplacement === 'COMMUNE' ? [] : best(this.stops.filter(inCountry), text, query.limit);
    return [...commune, ...stops];
  }
}

/**
 * The names a place is found by, normalised and without repeats. Some exports name every station
 * "Gare de …" ("Gare de Lyon-Part-Dieu"): the name without it is one more, so "Lyon Part Dieu"
 * finds it as well.
 */
function searchTextsOf(names: string[]): string[] {
  const texts = names.map(normaliseForSearch).flatMap((text) => [text, text.replace(/^gare (de |du |des |d )/, '')]);
  return [...new Set(texts.filter(Boolean))];
}

/** The candidates matching any of the query's texts (as typed, and without a leading "Gare de"), best first. */
function best(candidates: Candidate[], texts: string[], limit: number): Location[] {
  return candidates
    .flatMap((candidate) => {
      // The name matching best, and the shortest of those: "Nice" typed finds Nice before Nice Riquier.
      let match: { rank: number; name: string } | undefined;
      for (const name of candidate.searchTexts)
        for (const text of texts) {
          const rank = matchRank(name, text);
          if (rank !== undefined && (!match || rank < match.rank || (rank === match.rank && name.length < match.name.length)))
            match = { rank, name };
        }
      return match ? [{ candidate, ...match }] : [];
    })
    .sort(
      (a, b) => a.rank - b.rank || a.candidate.weight - b.candidate.weight || a.name.length - b.name.length || a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate.location);
}

type PlacedStation = StationRecord & { position_geographique: { lat: number; lon: number } };

function stopZone(station: PlacedStation, data: JourneyData): Location {
  const uicCodes = station.codes_uic.split(';').map((code) => code.trim());
  const codes: LocationCode[] = [
    ...uicCodes.map((valeur): LocationCode => ({ type: 'codeUIC', valeur })),
    { type: 'codeTrigramme', valeur: station.libellecourt },
  ];
  const resarail = uicCodes.map((code) => data.resarailCodes.get(code)).find(Boolean);
  if (resarail) codes.push({ type: 'codeRESARAIL', valeur: resarail });
  return {
    type: 'ZONE_ARRET',
    libelle: station.nom,
    code: uicCodes[0]!,
    codePays: 'FRA',
    latitude: station.position_geographique.lat,
    longitude: station.position_geographique.lon,
    infosZoneArret: { listeCodes: { valeur: codes } },
  };
}

/** A station of the feed that the SNCF list does not have: its own name, code and place; its code is a UIC code when it looks like one. */
function feedStopZone(station: Station, country: string): Location {
  return {
    type: 'ZONE_ARRET',
    libelle: station.name,
    code: station.code,
    codePays: country,
    latitude: station.lat,
    longitude: station.lon,
    infosZoneArret: { listeCodes: { valeur: /^\d{7,8}$/.test(station.code) ? [{ type: 'codeUIC', valeur: station.code }] : [] } },
  };
}

/**
 * Communes that have stations. The data set gives their INSEE code, not their name: the name is
 * the words all their station names begin with ("Lyon" for Lyon Part Dieu, Lyon Perrache...),
 * and the place is the middle of their stations.
 */
function communes(stations: PlacedStation[]): Location[] {
  const groups = new Map<string, PlacedStation[]>();
  for (const station of stations) {
    const code = communeCode(station.codeinsee);
    if (code) groups.set(code, [...(groups.get(code) ?? []), station]);
  }
  return [...groups.entries()].map(([code, members]) => ({
    type: 'COMMUNE',
    libelle: commonWords(members.map((station) => station.nom)),
    code,
    codePays: 'FRA',
    latitude: members.reduce((sum, station) => sum + station.position_geographique.lat, 0) / members.length,
    longitude: members.reduce((sum, station) => sum + station.position_geographique.lon, 0) / members.length,
  }));
}

function commonWords(names: string[]): string {
  const split = names.map((name) => name.split(' '));
  const common: string[] = [];
  for (let index = 0; split.every((words) => words[index] !== undefined && words[index] === split[0]![index]); index++)
    common.push(split[0]![index]!);
  return common.length ? common.join(' ').replace(/[\s-]+$/, '') : names[0]!;
}
