/** Page numbers shown around the current page. */
const WINDOW_SIZE = 3;

export type PaginatorItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The paginator's items for `pageCount` pages: a window of three consecutive numbers around the
 * current page (moved inward at the ends), the first and last pages when the window does not
 * hold them, and a gap wherever numbers are skipped. One page or none: nothing to show.
 * A current page past the end is shown as the last one's neighbourhood.
 */
export function paginatorItems(current: number, pageCount: number): PaginatorItem[] {
  if (pageCount <= 1) return [];
  const window = pageWindow(current, pageCount);
  const pages = [...new Set([1, ...window, pageCount])].sort((a, b) => a - b);
  const items: PaginatorItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
  });
  return items;
}

/** The window of at most three consecutive pages holding the current page (clamped to 1..pageCount). */
export function pageWindow(current: number, pageCount: number): number[] {
  const size = Math.min(WINDOW_SIZE, pageCount);
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}
