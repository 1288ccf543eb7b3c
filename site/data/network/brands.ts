/** Commercial brands: the code and label of the departure boards, the picto of the screens. */
export const BRANDS = {
  inoui: { code: 'TGV_INOUI', label: 'TGV INOUI', picto: 'tgv' },
  ouigo: { code: 'OUIGO', label: 'OUIGO', picto: 'ouigo' },
  intercites: { code: 'INTERCITES', label: 'Intercités', picto: 'intercites' },
  ter: { code: 'TER', label: 'TER', picto: 'ter' },
  transilien: { code: 'TRANSILIEN', label: 'Transilien', picto: 'transilien' },
  rer: { code: 'RER', label: 'RER', picto: 'rer' },
  metro: { code: 'METRO', label: 'Métro', picto: 'metro' },
  tramTrain: { code: 'TRAM_TRAIN', label: 'Tram-train', picto: 'tram-train' },
  coach: { code: 'CAR', label: 'Car', picto: 'car' },
  bus: { code: 'BUS', label: 'Bus', picto: 'bus' },
} as const;
