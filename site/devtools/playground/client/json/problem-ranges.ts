/** Where a pointer stands in the JSON text: its key and its value, as codemirror-json-schema maps them. */
interface PointerRange {
  keyFrom: number;
  keyTo: number;
  valueFrom?: number;
  valueTo?: number;
}

/**
 * The text range to underline for a problem at a JSON pointer: its value, or its key. A pointer
 * the text does not hold (a required property that is missing) is shown on the nearest parent
 * that it does hold, and the document's start for the document itself.
 */
export function problemRange(pointers: ReadonlyMap<string, PointerRange>, pointer: string, length: number): { from: number; to: number } {
  let at = pointer;
  while (at !== '') {
    const found = pointers.get(at);
    if (found) {
      // An object or a list is underlined at its key, not over all its lines.
      const wide = found.valueFrom !== undefined && found.valueTo !== undefined && found.valueTo - found.valueFrom > 80;
      if (found.valueFrom !== undefined && found.valueTo !== undefined && !wide) return { from: found.valueFrom, to: found.valueTo };
      return { from: found.keyFrom, to: found.keyTo };
    }
    at = at.slice(0, at.lastIndexOf('/'));
  }
  return { from: 0, to: Math.min(1, length) };
}
