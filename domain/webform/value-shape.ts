/**
 * The shape of an element's value: what the browser builds, what the server reads from posted
 * fields and what each form's request schema accepts (`value-shapes.ts` tells each element's).
 */
export type ValueShape =
  /** One string. */
  | { kind: 'text' }
  /** A list of strings, at most `max` of them. */
  | { kind: 'list'; max?: number }
  /** An object of these sub-keys, each a string. */
  | { kind: 'composite'; keys: readonly string[] }
  /** A list of such objects, at most `max` of them. */
  | { kind: 'composites'; keys: readonly string[]; max?: number };
