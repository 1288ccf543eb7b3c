import { useEffect, useState, type RefObject } from 'react';

/**
 * Focus on the form's first field once the form has rendered anew (after "back" from a
 * confirmation, after a reset whose button was rendered anew with the rest). Returns the request.
 */
export function useFirstFieldFocus(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [wanted, setWanted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form element is read through its ref when focus is wanted.
  useEffect(() => {
    if (!wanted) return;
    setWanted(false);
    formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, [wanted]);
  return () => setWanted(true);
}
