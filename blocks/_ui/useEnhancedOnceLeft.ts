import { useEffect, useState, type RefObject } from 'react';

/**
 * False on the server and during hydration; true once the block runs in the browser and the
 * focus is not inside `area`. A form hydrated on first use is often hydrated by a focus into
 * one of its plain fields: swapping that field for its enhanced widget there would take the
 * focus (and on a phone the open native picker) from the visitor, so the swap waits until the
 * focus leaves the area. The plain fields work meanwhile; `carryOver` runs just before the swap,
 * to give the widgets what the visitor entered in the plain fields (even before hydration).
 */
export function useEnhancedOnceLeft(area: RefObject<HTMLElement | null>, carryOver: () => void): boolean {
  const [enhanced, setEnhanced] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration; carryOver is read then.
  useEffect(() => {
    const element = area.current;
    const enhance = () => {
      carryOver();
      setEnhanced(true);
    };
    if (!element?.contains(document.activeElement)) return enhance();
    const leave = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) enhance();
    };
    element.addEventListener('focusout', leave);
    return () => element.removeEventListener('focusout', leave);
  }, [area]);
  return enhanced;
}
