import type { Schema } from './schema';

/** What every generated field receives: its place, its schema and value, and how to change it. */
export interface FieldProps {
  /** The property name (or item number) of the field in its parent. */
  name: string;
  label: string;
  help?: string | undefined;
  schema: Schema;
  value: unknown;
  /** The field's JSON pointer in the page document (ids and problems use it). */
  pointer: string;
  required: boolean;
  /** undefined removes the property. */
  onChange: (value: unknown) => void;
}

/** A DOM id from a pointer, for labels and descriptions. */
export function fieldId(pointer: string): string {
  return `field${pointer.replace(/[^a-zA-Z0-9_-]/g, (character) => `_${character.charCodeAt(0)}_`)}`;
}
