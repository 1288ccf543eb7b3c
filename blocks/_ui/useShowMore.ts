import { useRef, useState } from 'react';

/**
 * A list revealed in steps: `initial` items, then `step` more per call to showMore. Focus moves
 * to the first added item (rendered with tabIndex -1) so keyboard and screen-reader users carry
 * on from there.
 */
export function useShowMore<Item>(items: readonly Item[], initial: number, step: number) {
  const [shown, setShown] = useState(initial);
  const list = useRef<HTMLOListElement>(null);
  const showMore = () => {
    const firstNew = shown;
    setShown(shown + step);
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>(':scope > li')[firstNew]?.focus());
  };
  return { visible: items.slice(0, shown), hasMore: shown < items.length, showMore, list };
}
