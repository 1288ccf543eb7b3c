import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { BlockHydration } from './definition';
import type { ComponentDefinition, Registry } from './registry';

/** What rendering a block needs of its definition: its renderer and, on the server, its hydration. */
// biome-ignore lint/suspicious/noExplicitAny: as for BlockDefinition: one registry holds the definitions of every node type.
export type RenderableBlock = ComponentDefinition & { hydrate?: BlockHydration<any> };

/** A value JSON writes and reads back the same: what a request read's shape is made of. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** The part of the request a request read sees: its path, and its query string with its "?" (or ""). */
export interface ReadableRequest {
  path: string;
  search: string;
}

/** What a request read gives for one request (see `./request-read`). */
export interface RequestReading<Shape extends JsonValue, Text extends string> {
  /**
   * Everything the markup depends on besides the texts: which fields are filled, a choice
   * checked, a tab open. A server keeping an island's markup renders it once per shape (and per
   * which texts are empty).
   */
  shape: Shape;
  /**
   * Texts the markup shows as they are, each only as an element's text or an attribute's value
   * (React escapes it): never parsed, cut or compared. On a server keeping the markup they are
   * marks while it renders, replaced by each request's texts afterwards.
   */
  texts: Readonly<Record<Text, string>>;
}

/** What a component reads of the request, declared once with `defineRequestRead` (`./request-read`). */
export interface RequestRead<Shape extends JsonValue = JsonValue, Text extends string = string> {
  /** What it reads, for people: it names the read in the keys of kept markup. */
  name: string;
  /** A pure function of the request: the same path and query always give the same reading. */
  read(request: ReadableRequest): RequestReading<Shape, Text>;
}

/**
 * What an island's HTML is made of besides the providers of `islandShell`: a server may give the
 * HTML it made before for the same identity, identifier prefix and providers.
 */
export interface IslandIdentity {
  /** A block island (named by its JSON pointer), a component island or kept markup (named by the caller). */
  kind: 'block' | 'component' | 'markup';
  name: string;
  /** Its props, as serialised into the page. */
  props: string;
}

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
   * it, so ids made with useId match on both sides. A server may give the HTML it kept for the
   * same identity, prefix and providers (and the same readings of the request).
   */
  renderIsland?: (island: ReactElement, identifierPrefix: string, identity: IslandIdentity) => string;
  /**
   * Server only: static blocks (hydrated "none", outside any island) are rendered without their
   * containment (a Suspense boundary each, which costs more than a small block). A block that
   * throws then fails the whole render: the caller renders again without this, and the faulty
   * block is contained and reported as usual. Islands are always contained: the browser
   * hydrates their boundaries.
   */
  uncontainedStaticBlocks?: boolean;
  /**
   * Server only: what `useRequestRead` gives. A server keeping islands' markup gives marks in
   * place of the texts while an island renders, and fills each request's texts in afterwards.
   */
  readRequest?: <Shape extends JsonValue, Text extends string>(read: RequestRead<Shape, Text>) => RequestReading<Shape, Text>;
}

interface EngineState extends EngineSettings {
  /** True inside an island: nested blocks hydrate with it and get no wrapper of their own. */
  insideIsland: boolean;
}

/** Read through useEngine; `useRequestRead` reads it directly, as it also serves components rendered without an engine. */
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
