import type { StationLocation } from '../../adapters/bff-client/types';

/** The code type that names a station in the rail reservation system. */
const RESARAIL_CODE_TYPE = 'codeRESARAIL';

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

export function chosenPlace(location: StationLocation): ChosenPlace {
  return {
    label: location.libelle,
    code: location.code,
    type: location.type,
    lat: String(location.latitude),
    lng: String(location.longitude),
  };
}
