/** The query parameters a link uses to open a slider on a given slide. */
const SLIDE_NUMBER_PARAM = 'slide_nb';
const SLIDE_CATEGORY_PARAM = 'slide_category';

/**
 * The slide a page opens on (0-based). `slide_nb` is 1-based and only applied above 1 (1 is
 * the default anyway) and within the slides; otherwise `slide_category` picks the first slide
 * whose anchor label matches it, ignoring case. Anything else opens on the first slide.
 */
export function initialSlide(search: string, anchors: ReadonlyArray<string | undefined>): number {
  const query = new URLSearchParams(search);
  const number = query.get(SLIDE_NUMBER_PARAM);
  if (number !== null && /^\d+$/.test(number.trim())) {
    const position = Number(number.trim());
    if (position > 1 && position <= anchors.length) return position - 1;
  }
  const category = query.get(SLIDE_CATEGORY_PARAM)?.trim().toLocaleLowerCase();
  if (category) {
    const found = anchors.findIndex((anchor) => anchor?.trim().toLocaleLowerCase() === category);
    if (found >= 0) return found;
  }
  return 0;
}
