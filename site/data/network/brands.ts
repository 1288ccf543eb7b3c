/** Commercial brands of the generated Île-de-France lines: the code and label of the departure boards, the picto of the screens. */
export const BRANDS = {
  transilien: { code: 'TRANSILIEN', label: 'Transilien', picto: 'transilien' },
  rer: { code: 'RER', label: 'RER', picto: 'rer' },
  metro: { code: 'METRO', label: 'Métro', picto: 'metro' },
} as const;
