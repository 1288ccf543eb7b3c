/** The window width one card slide needs, in px. */
export const CARD_SLIDE_WIDTH = 339;
const MIN_CARD_SLIDES = 1;
const MAX_CARD_SLIDES = 3;
/** Card images are about 0.615 as high as wide. */
const CARD_IMAGE_RATIO = 0.615;

/** Cards in view for a window width: its share of ~339 px, between 1 and 3. */
export function cardSlidesPerView(windowWidth: number): number {
  return Math.min(MAX_CARD_SLIDES, Math.max(MIN_CARD_SLIDES, Math.floor(windowWidth / CARD_SLIDE_WIDTH)));
}

export function cardImageHeight(width: number): number {
  return Math.round(width * CARD_IMAGE_RATIO);
}
