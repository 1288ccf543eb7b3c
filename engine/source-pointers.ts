/**
 * Where each block node kept by validation stood in its source document. Validation leaves
 * invalid nodes out, so a node's index in the cleaned list may differ from the file's; reports
 * made while rendering (a renderer that throws, an unknown type) name the source's place, the
 * one an editor can find.
 */
const sourcePointers = new WeakMap<object, string>();

export function rememberSourcePointer(node: object, pointer: string): void {
  sourcePointers.set(node, pointer);
}

export function recordedSourcePointer(node: object): string | undefined {
  return sourcePointers.get(node);
}
