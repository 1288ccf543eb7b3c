import type { TrafficStatusType } from '../../../schemas/generated/api/traffic-answer';

/** GTFS-realtime Alert.Effect and Alert.Cause value names. */
type AlertEffectName =
  | 'NO_SERVICE'
  | 'REDUCED_SERVICE'
  | 'SIGNIFICANT_DELAYS'
  | 'DETOUR'
  | 'ADDITIONAL_SERVICE'
  | 'MODIFIED_SERVICE'
  | 'OTHER_EFFECT'
  | 'UNKNOWN_EFFECT'
  | 'STOP_MOVED'
  | 'NO_EFFECT'
  | 'ACCESSIBILITY_ISSUE';
type AlertCauseName =
  | 'UNKNOWN_CAUSE'
  | 'OTHER_CAUSE'
  | 'TECHNICAL_PROBLEM'
  | 'STRIKE'
  | 'DEMONSTRATION'
  | 'ACCIDENT'
  | 'HOLIDAY'
  | 'WEATHER'
  | 'MAINTENANCE'
  | 'CONSTRUCTION'
  | 'POLICE_ACTIVITY'
  | 'MEDICAL_EMERGENCY';

const DISRUPTING: ReadonlySet<string> = new Set<AlertEffectName>(['NO_SERVICE', 'REDUCED_SERVICE', 'SIGNIFICANT_DELAYS', 'DETOUR']);
const WORKS: ReadonlySet<string> = new Set<AlertCauseName>(['MAINTENANCE', 'CONSTRUCTION']);

/**
 * The status type of an alert: planned works (maintenance or construction cause) are travaux
 * whatever they do to the service, since travellers look for them as works; otherwise no or
 * reduced service, significant delays and detours are perturbation; anything else is information.
 */
export function alertStatusType(effect: string | undefined, cause: string | undefined): TrafficStatusType {
  if (cause && WORKS.has(cause)) return 'travaux';
  if (effect && DISRUPTING.has(effect)) return 'perturbation';
  return 'information';
}

/** The journey event category of a status type. */
export function eventCategoryFor(statusType: TrafficStatusType): 'disturbance' | 'works' | 'information' {
  return statusType === 'perturbation' ? 'disturbance' : statusType === 'travaux' ? 'works' : 'information';
}
