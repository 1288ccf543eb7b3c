/** How far one press of a scroll button moves the label tabs (100 px: about one tab). */
export const FILTER_SCROLL_STEP = 100;

export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** The furthest the row can scroll. */
export function maxScroll(box: Pick<ScrollBox, 'scrollWidth' | 'clientWidth'>): number {
  return Math.max(0, box.scrollWidth - box.clientWidth);
}

/** Where one step left (-1) or right (+1) lands: 100 px further, never past either end. */
export function scrollTarget(box: ScrollBox, direction: -1 | 1): number {
  return Math.min(maxScroll(box), Math.max(0, box.scrollLeft + direction * FILTER_SCROLL_STEP));
}

/** The buttons exist only when the tabs overflow; each is disabled at its own end. */
export function scrollButtons(box: ScrollBox): { shown: boolean; canLeft: boolean; canRight: boolean } {
  const max = maxScroll(box);
  // Browsers report fractional scroll positions: within a pixel of an end counts as the end.
  return { shown: max > 0, canLeft: box.scrollLeft > 1, canRight: box.scrollLeft < max - 1 };
}
