import type { TransportMode } from '../../../../schemas/generated/api/journey-common';

/** Brand and picto of a route whose feed does not name them (any feed but the embedded one). */
export const MODE_DEFAULT_BRANDS: Record<TransportMode, { code: string; label: string; picto: string }> = {
  HIGHSPEEDRAIL: { code: 'TGV', label: 'TGV', picto: 'tgv' },
  LONGDISTANCE: { code: 'INTERCITES', label: 'Intercités', picto: 'intercites' },
  REGIONALRAIL: { code: 'TER', label: 'TER', picto: 'ter' },
  SUBURBANRAILWAY: { code: 'TRANSILIEN', label: 'Transilien', picto: 'transilien' },
  REGIONALCOACH: { code: 'CAR', label: 'Car', picto: 'car' },
  LOCALBUS: { code: 'BUS', label: 'Bus', picto: 'bus' },
  METRO: { code: 'METRO', label: 'Métro', picto: 'metro' },
  TRAMTRAIN: { code: 'TRAM_TRAIN', label: 'Tram-train', picto: 'tram-train' },
};
