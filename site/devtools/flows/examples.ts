import type { AnyEventObject, AnyStateMachine } from 'xstate';

/**
 * What the inspector cannot guess from a machine: the input it starts with, an example payload
 * for each event that carries data, and the answers its effects usually give. A machine needs
 * none of this to be listed; a file site/flows/examples/<machine file name>.ts exporting one
 * as default fills the forms with meaningful values.
 */
export interface FlowExamples {
  input?: unknown;
  /** By event type: the event's fields other than `type`. */
  events?: Record<string, Record<string, unknown>>;
  /** By actor source (the key of `actors` in the machine's setup). */
  answers?: Record<string, { resolve?: unknown; reject?: unknown; sendBack?: AnyEventObject }>;
}

/** One machine of machines/ as the generated registry lists it. */
export interface FlowEntry {
  /** The machine file's name without extension: the page is /_flows/<name>. */
  name: string;
  /** The machine's export in its file. */
  exportName: string;
  /** The doc comment of the machine's export (or of its file). */
  description: string;
  machine: AnyStateMachine;
  examples: FlowExamples;
}
