import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { HydrationMode } from './definition';
import type { ComponentDefinition, Registry } from './registry';

/** What rendering a block needs of its definition: its renderer and, on the server, its hydration. */
export type RenderableBlock = ComponentDefinition & { hydrate?: HydrationMode };

/**
 * What a component shows of the query string: `values`, each written only as text or as an
 * attribute's value, verbatim (React escapes it); `shape`, everything else its markup depends
 * on (which values there are, a choice marked as checked...).
 */
export interface ShownValues {
  shape: string;
  values: Readonly<Record<string, string>>;
}

/** A pure function of the query string (with its "?", or ""): the same query always gives the same shown values. */
export type ShownValuesReader = (search: string) => ShownValues;

export type RenderMode = 'development' | 'production';

export interface EngineSettings {
  /** The block renderers by type: every block definition on the server, the renderers alone in the browser. */
  registry: Registry<RenderableBlock>;
  mode: RenderMode;
  /** Where block failures are reported: the server logger, or the browser console. */
  log: (message: string, detail?: Record<string, unknown>) => void;
  /** Wraps an island in the providers it needs on its own (locale, messages, layout...). */
  islandShell: (island: ReactElement) => ReactElement;
  /**
   * Server only: renders an island as a root of its own, exactly as the browser will hydrate
   * it, so ids made with useId match on both sides. `identity` names everything the island is
   * made from besides the providers of `islandShell` (its kind, name or pointer, and its props
   * as serialised into the page): a server may give the HTML it made before for the same
   * identity, prefix and providers.
   */
  renderIsland?: (island: ReactElement, identifierPrefix: string, identity: string) => string;
  /**
   * Server only: static blocks (hydrated "none", outside any island) are rendered without their
   * containment (a Suspense boundary each, which costs more than a small block). A block that
   * throws then fails the whole render: the caller renders again without this, and the faulty
   * block is contained and reported as usual. Islands are always contained: the browser
   * hydrates their boundaries.
   */
  uncontainedStaticBlocks?: boolean;
  /**
   * Server only: what `useShownValues` gives while an island renders; a server keeping islands'
   * markup gives marks in place of the values and fills the values in afterwards.
   */
  showValues?: (read: ShownValuesReader) => ShownValues;
}

interface EngineState extends EngineSettings {
  /** True inside an island: nested blocks hydrate with it and get no wrapper of their own. */
  insideIsland: boolean;
}

/** Read through useEngine; `useShownValues` reads it directly, as it also serves components rendered without an engine. */
export const EngineContext = createContext<EngineState | null>(null);

export function EngineProvider({
  settings,
  insideIsland = false,
  children,
}: {
  settings: EngineSettings;
  insideIsland?: boolean;
  children: ReactNode;
}) {
  return <EngineContext.Provider value={{ ...settings, insideIsland }}>{children}</EngineContext.Provider>;
}

export function useEngine(): EngineState {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('Blocks must be rendered inside <EngineProvider>');
  return engine;
}

/** The JSON pointer of the block being rendered; children pointers are built from it. */
export const PointerContext = createContext('');

export function useBlockPointer(): string {
  return useContext(PointerContext);
}
