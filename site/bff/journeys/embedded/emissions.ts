import type { TransportMode } from '../../../../schemas/generated/api/journey-common';

/**
 * Kilograms of CO2 equivalent per passenger-kilometre by mode, rounded from the French
 * environment agency's (ADEME) published transport factors.
 */
const KG_PER_KM: Record<TransportMode, number> = {
  HIGHSPEEDRAIL: 0.0029,
  LONGDISTANCE: 0.0089,
  REGIONALRAIL: 0.0248,
  SUBURBANRAILWAY: 0.0041,
  METRO: 0.0038,
  TRAMTRAIN: 0.0043,
  REGIONALCOACH: 0.0295,
  LOCALBUS: 0.113,
};

export function emissionsKg(mode: TransportMode, km: number): number {
  return KG_PER_KM[mode] * km;
}
