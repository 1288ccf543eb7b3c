import type { StationLocation } from '../../adapters/bff/types';

/** Places as the locations call answers them, for the journey blocks' tests. */
export const PARIS_GARE_DE_LYON: StationLocation = {
  type: 'ZONE_ARRET',
  libelle: 'Paris Gare de Lyon',
  id: '87686006',
  latitude: 48.844888,
  longitude: 2.374305,
  infosZoneArret: { listeCodes: { valeur: [{ type: 'UIC', valeur: '87686006' }, { type: 'codeRESARAIL', valeur: 'FRPLY' }] } },
};

export const LYON_PART_DIEU: StationLocation = {
  type: 'ZONE_ARRET',
  libelle: 'Lyon Part-Dieu',
  id: '87723197',
  latitude: 45.760581,
  longitude: 4.859435,
  infosZoneArret: { listeCodes: { valeur: [{ type: 'UIC', valeur: '87723197' }, { type: 'codeRESARAIL', valeur: 'FRLPD' }] } },
};

export const PARIS_TOWN: StationLocation = { type: 'COMMUNE', libelle: 'Paris', id: '75056', latitude: 48.8566, longitude: 2.3522 };
