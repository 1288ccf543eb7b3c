import type { ComponentType } from 'react';

/**
 * How a block reaches the browser. "none" ships no JavaScript: the server HTML is final.
 * The others hydrate the block as an island: on load, when it scrolls into view, or when the
 * browser is idle.
 */
export type HydrationMode = 'none' | 'load' | 'visible' | 'idle';

/** Props every renderer receives besides its own node fields. */
export interface BlockContext {
  /** JSON pointer of the node in its document, used in error reports. */
  pointer: string;
}

export type BlockRenderer<Node = any> = ComponentType<Node & { __ctx?: BlockContext }>;

/** What a block folder declares about itself; the engine needs nothing else. */
export interface BlockDefinition<Node = any> {
  /** The DSL `type` this definition renders. */
  type: string;
  /** The block's JSON Schema (draft 2020-12) with its examples. */
  schema: Record<string, unknown>;
  hydrate: HydrationMode;
  /** Loads the renderer on demand: the browser fetches only the islands it hydrates. */
  load: () => Promise<{ default: BlockRenderer<Node> }>;
}

export function defineBlock<Node>(definition: BlockDefinition<Node>): BlockDefinition<Node> {
  return definition;
}
