/**
 * Every pair of colour tokens the site puts one on the other, and the WCAG AA ratio it must
 * reach in both themes: 4.5 for text, 3 for what is not text (a control's frame, the focus ring,
 * a platform zone's frame). The unit test reads the tokens from the global style sheet and checks
 * each pair; the design page shows them with their ratios. A token used for text on a new
 * background gets its pair here first.
 */
export interface ColourPair {
  foreground: string;
  background: string;
  minimum: 4.5 | 3;
}

const TEXT = 4.5;
const NON_TEXT = 3;

const PAGE_BACKGROUNDS = ['background', 'surface', 'neutral-surface', 'secondary-surface'] as const;

const onEachBackground = (foreground: string, backgrounds: readonly string[] = PAGE_BACKGROUNDS): ColourPair[] =>
  backgrounds.map((background) => ({ foreground, background, minimum: TEXT }));

export const COLOUR_PAIRS: readonly ColourPair[] = [
  ...onEachBackground('text', [...PAGE_BACKGROUNDS, 'accent-surface']),
  ...onEachBackground('heading', [...PAGE_BACKGROUNDS, 'accent-surface']),
  ...onEachBackground('muted'),
  ...onEachBackground('link'),
  ...onEachBackground('accent', ['background', 'surface']),
  ...onEachBackground('success', ['background', 'surface', 'neutral-surface']),
  ...onEachBackground('warning', ['background', 'surface', 'neutral-surface']),
  ...onEachBackground('danger', ['background', 'surface', 'neutral-surface', 'accent-surface']),
  ...onEachBackground('info', ['background', 'surface', 'neutral-surface']),
  { foreground: 'on-action', background: 'action', minimum: TEXT },
  { foreground: 'on-action', background: 'action-hover', minimum: TEXT },
  { foreground: 'on-primary-surface', background: 'primary-surface', minimum: TEXT },
  { foreground: 'on-footer', background: 'footer', minimum: TEXT },
  { foreground: 'on-success-surface', background: 'success-surface', minimum: TEXT },
  { foreground: 'on-warning-surface', background: 'warning-surface', minimum: TEXT },
  { foreground: 'on-danger-surface', background: 'danger-surface', minimum: TEXT },
  { foreground: 'on-crisis-surface', background: 'crisis-surface', minimum: TEXT },
  { foreground: 'on-crisis-urgent-surface', background: 'crisis-urgent-surface', minimum: TEXT },
  { foreground: 'text', background: 'zone-green-surface', minimum: TEXT },
  { foreground: 'text', background: 'zone-blue-surface', minimum: TEXT },
  { foreground: 'text', background: 'zone-pink-surface', minimum: TEXT },
  // Not text: buttons and control frames against the page, the focus ring, zone frames.
  { foreground: 'action', background: 'background', minimum: NON_TEXT },
  { foreground: 'action', background: 'surface', minimum: NON_TEXT },
  { foreground: 'muted', background: 'background', minimum: NON_TEXT },
  { foreground: 'focus', background: 'background', minimum: NON_TEXT },
  { foreground: 'focus', background: 'surface', minimum: NON_TEXT },
  { foreground: 'focus', background: 'neutral-surface', minimum: NON_TEXT },
  { foreground: 'zone-green', background: 'background', minimum: NON_TEXT },
  { foreground: 'zone-blue', background: 'background', minimum: NON_TEXT },
  { foreground: 'zone-pink', background: 'background', minimum: NON_TEXT },
];

/**
 * Tokens never under or over text nor a control's only outline: separators beside other cues, and
 * the signature pad's sheet (framed by the pad's border; only the pad's ink is drawn on it).
 */
export const DECORATIVE_COLOURS: readonly string[] = ['border', 'signature-sheet'];
