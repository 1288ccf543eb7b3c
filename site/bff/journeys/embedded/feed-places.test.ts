import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadJourneyData } from './journey-data';
import { LocationIndex } from './locations';
import { stationTimetable } from './station-timetable';

const root = join(import.meta.dirname, '../../../..');

/** A small regional feed of another operator: parent stations with platforms, no brand columns, calendar dates only. */
function italianFeed(): string {
  const folder = mkdtempSync(join(tmpdir(), 'quai-gtfs-it-'));
  const files: Record<string, string[]> = {
    'agency.txt': ['agency_id,agency_name,agency_url,agency_timezone', 'TI,Trenitalia,https://www.trenitalia.com,Europe/Rome'],
    'stops.txt': [
      'stop_id,stop_code,stop_name,stop_lat,stop_lon,location_type,parent_station',
      'S06421,S06421,Firenze S. M. Novella,43.7764,11.2479,1,',
      'S06421:7,,Firenze S. M. Novella binario 7,43.7764,11.2479,0,S06421',
      'S06900,S06900,Pisa Centrale,43.7085,10.3980,1,',
      'S06900:2,,Pisa Centrale binario 2,43.7085,10.3980,0,S06900',
    ],
    'routes.txt': ['route_id,agency_id,route_short_name,route_long_name,route_type', 'R1,TI,RV,Firenze - Pisa,2'],
    'trips.txt': ['route_id,service_id,trip_id,trip_short_name', 'R1,D1,T2311,2311'],
    'stop_times.txt': [
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
      'T2311,08:05:00,08:05:00,S06421:7,1',
      'T2311,09:22:00,09:22:00,S06900:2,2',
    ],
    'calendar_dates.txt': ['service_id,date,exception_type', 'D1,20261123,1'],
  };
  for (const [name, lines] of Object.entries(files)) writeFileSync(join(folder, name), `${lines.join('\n')}\n`);
  return folder;
}

describe('places and brands of any feed', () => {
  // Read as on the feed's one day of service, whatever day the test runs: on a later day the
  // week shift would bring that service forward to the week of the run.
  const data = loadJourneyData(root, { QUAI_GTFS_DIR: italianFeed() }, { today: '2026-11-23' });
  const places = new LocationIndex(data);

  it("offers the feed's stations in the station search, in the feed's country", () => {
    const found = places.search({ libelle: 'Firenze', typeEmplacement: 'TOUS', limit: 5 });
    expect(found).toEqual([
      {
        type: 'ZONE_ARRET',
        libelle: 'Firenze S. M. Novella',
        code: 'S06421',
        codePays: 'ITA',
        latitude: 43.7764,
        longitude: 11.2479,
        infosZoneArret: { listeCodes: { valeur: [] } },
      },
    ]);
    expect(
      places.search({ libelle: 'Pisa', typeEmplacement: 'ZONE_ARRET', limit: 5, codePays: 'ITA' }).map((place) => place.libelle),
    ).toEqual(['Pisa Centrale']);
    expect(places.search({ libelle: 'Pisa', typeEmplacement: 'ZONE_ARRET', limit: 5, codePays: 'FRA' })).toEqual([]);
    // The SNCF stations stay searchable beside them.
    expect(places.search({ libelle: 'Lyon Part', typeEmplacement: 'ZONE_ARRET', limit: 1 })[0]?.libelle).toBe('Lyon Part Dieu');
    // A platform of the feed is its station.
    expect(data.timetable.stationByStopId.get('S06421:7')).toBe(data.timetable.stationByCode.get('S06421'));
  });

  it("labels the feed's trains with its own route name, not a French brand", () => {
    const board = stationTimetable(data, 'S06421', { day: '2026-11-23', minute: 7 * 60 }, 'fr');
    const departure = board.horaires.R1!.depart[0]!;
    expect(departure.trainInfo.modeTransport.marqueLibelle).toBe('RV');
    expect(departure.trainInfo.longFormats).toEqual([{ name: 'RV', picto: 'rv' }]);
    expect(departure.codeOperateur).toBe('Trenitalia');
  });
});

describe('places of the embedded feed', () => {
  it('offers each SNCF station once, with its codes from the SNCF list', () => {
    const places = new LocationIndex(loadJourneyData(root, {}));
    const found = places.search({ libelle: 'Paris Gare de Lyon', typeEmplacement: 'ZONE_ARRET', limit: 10 });
    expect(found.filter((place) => place.code === '87686006')).toHaveLength(1);
    expect(found[0]?.infosZoneArret?.listeCodes.valeur).toContainEqual({ type: 'codeRESARAIL', valeur: 'FRPLY' });
  });
});
