import type { StationLocation } from '../../adapters/bff/types';

/** The code type that names a station in the rail reservation system. */
export const RESARAIL_CODE_TYPE = 'codeRESARAIL';

/** What a form keeps of a chosen place: enough to fill the itinerary search URL parameters. */
export interface ChosenPlace {
  label: string;
  code: string;
  type: string;
  lat: string;
  lng: string;
}

function codes(location: StationLocation) {
  return location.infosZoneArret?.listeCodes?.valeur ?? [];
}

/** The station's rail reservation code, when it has one. */
export function reservationCode(location: StationLocation): string | undefined {
  return codes(location).find((code) => code.type === RESARAIL_CODE_TYPE)?.valeur;
}

/** The code that identifies the place to the journey planner: its own id, else its first listed code. */
export function placeCode(location: StationLocation): string {
  return location.id ?? location.code ?? codes(location)[0]?.valeur ?? location.libelle;
}

export function chosenPlace(location: StationLocation): ChosenPlace {
  return {
    label: location.libelle,
    code: placeCode(location),
    type: location.type,
    lat: location.latitude === undefined ? '' : String(location.latitude),
    lng: location.longitude === undefined ? '' : String(location.longitude),
  };
}
