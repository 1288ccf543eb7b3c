import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The French passenger stations of stations-france.json ("Gares de voyageurs", SNCF Open Data,
 * ODbL 1.0): name, three-letter code, category A/B/C, position, commune INSEE code, UIC codes.
 */
export interface StationRecord {
  nom: string;
  libellecourt: string;
  segment_drg: string;
  /** Missing for a few recent stations. */
  position_geographique: { lon: number; lat: number } | null;
  codeinsee: string;
  codes_uic: string;
}

export function readStations(root: string): StationRecord[] {
  return JSON.parse(readFileSync(join(root, 'site/data/stations-france.json'), 'utf8')) as StationRecord[];
}

/** The first UIC code of a station: the one the timetable and the calls use. */
export function primaryUic(station: StationRecord): string {
  return station.codes_uic.split(';')[0]!.trim();
}
