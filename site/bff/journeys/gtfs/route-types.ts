import type { TransportMode } from '../../../../schemas/generated/api/journey-common';

/** The extended GTFS route type (Google's "Extended Route Types") written for each mode. */
export const MODE_ROUTE_TYPES: Record<TransportMode, number> = {
  HIGHSPEEDRAIL: 101,
  LONGDISTANCE: 102,
  REGIONALRAIL: 106,
  SUBURBANRAILWAY: 109,
  REGIONALCOACH: 204,
  LOCALBUS: 704,
  METRO: 401,
  TRAMTRAIN: 900,
};

/**
 * The mode of any GTFS route type, basic or extended, as a real feed may use either: rail
 * families by their hundreds, with the basic types (0 tram, 1 metro, 2 rail, 3 bus) mapped to
 * the nearest mode of the site.
 */
export function modeOfRouteType(routeType: number): TransportMode {
  const exact = Object.entries(MODE_ROUTE_TYPES).find(([, type]) => type === routeType);
  if (exact) return exact[0] as TransportMode;
  if (routeType === 0 || (routeType >= 900 && routeType < 1000)) return 'TRAMTRAIN';
  if (routeType === 1 || (routeType >= 400 && routeType < 500)) return 'METRO';
  if (routeType === 3 || (routeType >= 700 && routeType < 800)) return 'LOCALBUS';
  if (routeType >= 200 && routeType < 300) return 'REGIONALCOACH';
  if (routeType === 101) return 'HIGHSPEEDRAIL';
  if (routeType === 102 || routeType === 103 || routeType === 105) return 'LONGDISTANCE';
  if (routeType === 109) return 'SUBURBANRAILWAY';
  return 'REGIONALRAIL';
}
