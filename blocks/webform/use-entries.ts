import { useState } from 'react';
import { initialValues } from '../../domain/webform/defaults';
import type { ElementMap, FieldValue, FormValues } from '../../domain/webform/elements';

/** What the visitor typed in a form, and the errors its elements found by themselves. */
export interface FormEntries {
  /** The values as typed, a post refused without scripts brought back over the defaults. */
  typed: FormValues;
  setValue: (key: string, value: FieldValue) => void;
  /** Errors an element finds by itself (e-mails that differ, refused files), as HTML. */
  ownErrors: Record<string, string>;
  /** Sets an element's own error; undefined clears it. */
  setOwnError: (key: string, html: string | undefined) => void;
  /**
   * Goes up on each clear: the elements render anew, so those keeping entries of their own (the
   * e-mail pair, the file list, the VAT check) start empty with the form's values instead of
   * showing stale ones.
   */
  generation: number;
  /** Back to the form's default values, with no error of its elements. */
  clear: () => void;
}

export function useEntries(elements: ElementMap, posted: FormValues | undefined): FormEntries {
  const [typed, setTyped] = useState<FormValues>(() => ({ ...initialValues(elements), ...posted }));
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const [generation, setGeneration] = useState(0);
  return {
    typed,
    setValue: (key, value) => setTyped((old) => ({ ...old, [key]: value })),
    ownErrors,
    setOwnError: (key, html) =>
      setOwnErrors((old) => {
        const { [key]: _dropped, ...rest } = old;
        return html === undefined ? rest : { ...rest, [key]: html };
      }),
    generation,
    clear: () => {
      setTyped(initialValues(elements));
      setOwnErrors({});
      setGeneration((count) => count + 1);
    },
  };
}
