import { distanceKm } from '../geo';

/** Stations closer than this are linked on foot (Paris Nord and Paris Est, Lille Flandres and Lille Europe...). */
const WALKING_RADIUS_KM = 1.0;
/** Streets are not straight: the walked distance is about 1.3 times the straight line, at 4.5 km/h. */
const DETOUR = 1.3;
const METRES_PER_MINUTE = 75;
/** Leaving one station and finding the way into the other. */
const STATION_EXIT_MINUTES = 3;

function walkingMinutes(km: number): number {
  return Math.ceil((km * 1000 * DETOUR) / METRES_PER_MINUTE) + STATION_EXIT_MINUTES;
}

export interface Place {
  id: string;
  lat: number;
  lon: number;
}

/**
 * Every ordered pair of distinct places within walking distance, with its walking time. A grid of
 * about the radius keeps this linear in the number of places, so a national feed stays fast.
 */
export function walkingLinks(places: Place[]): Array<{ from: string; to: string; minutes: number }> {
  const cellDegrees = WALKING_RADIUS_KM / 70;
  const key = (lat: number, lon: number) => `${Math.floor(lat / cellDegrees)}:${Math.floor(lon / cellDegrees)}`;
  const grid = new Map<string, Place[]>();
  for (const place of places) {
    const cell = key(place.lat, place.lon);
    grid.set(cell, [...(grid.get(cell) ?? []), place]);
  }
  const links: Array<{ from: string; to: string; minutes: number }> = [];
  for (const place of places) {
    const row = Math.floor(place.lat / cellDegrees);
    const column = Math.floor(place.lon / cellDegrees);
    for (let dRow = -1; dRow <= 1; dRow++) {
      for (let dColumn = -1; dColumn <= 1; dColumn++) {
        for (const other of grid.get(`${row + dRow}:${column + dColumn}`) ?? []) {
          if (other.id === place.id) continue;
          const km = distanceKm(place, other);
          if (km <= WALKING_RADIUS_KM) links.push({ from: place.id, to: other.id, minutes: walkingMinutes(km) });
        }
      }
    }
  }
  return links;
}
