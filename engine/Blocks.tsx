import { Suspense, useId, type ReactElement, type ReactNode } from 'react';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import type { BlockNodeLike } from './content-validator';
import { DebugBlock } from './DebugBlock';
import type { BlockRenderer, HydrationMode } from './definition';
import { EngineProvider, PointerContext, useBlockPointer, useEngine, type EngineSettings } from './engine-context';
import { sourcePointerOf } from './source-pointers';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATE_ATTRIBUTE, ISLAND_POINTER_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, serializeForScript } from './islands';

/** An error thrown by a renderer, tagged with where the block sits so logs can point at it. */
export interface BlockRenderError extends Error {
  blockPointer?: string;
  blockType?: string;
}

/**
 * Renders a list of child nodes. Each knows its JSON pointer in the source document, as
 * validation recorded it; nodes made in code (no source) take their place in the list, `at`
 * being the path of the list inside the current block ("blocks", "rows/0/blocks"...).
 */
export function Blocks({ nodes, at }: { nodes: readonly BlockNodeLike[] | undefined; at: string }) {
  const parent = useBlockPointer();
  if (!nodes?.length) return null;
  return (
    <>
      {nodes.map((node, index) => (
        <Block key={index} node={node} pointer={sourcePointerOf(node) ?? `${parent}/${at}/${index}`} />
      ))}
    </>
  );
}

/** Dispatches one node to its renderer, inside its own error containment and, if asked, an island. */
export function Block({ node, pointer }: { node: BlockNodeLike; pointer: string }) {
  const engine = useEngine();
  const type = typeof node?.type === 'string' ? node.type : undefined;
  const definition = type === undefined ? undefined : engine.registry.definition(type);
  const renderer = type === undefined ? undefined : engine.registry.renderer(type);
  if (!definition || !renderer) {
    const reason = type === undefined ? 'not a block: a node needs a string "type"' : definition ? `the renderer of "${type}" is not loaded` : `unknown block type "${type}"`;
    // import.meta.env.DEV is false in builds: the debug view is left out of production bundles.
    if (import.meta.env.DEV && engine.mode === 'development') return <DebugBlock node={node} reason={reason} />;
    engine.log(reason, { pointer });
    return null;
  }
  const rendered = <GuardedRenderer renderer={renderer} node={node} pointer={pointer} />;
  const body = (
    <PointerContext.Provider value={pointer}>
      {/* On the server, a renderer that throws only empties this boundary. */}
      <Suspense fallback={null}>
        {/* React runs no error boundary on the server (renderIsland is only set there): skip its cost. */}
        {engine.renderIsland ? rendered : <BlockErrorBoundary>{rendered}</BlockErrorBoundary>}
      </Suspense>
    </PointerContext.Provider>
  );
  if (definition.hydrate === 'none' || engine.insideIsland) return body;
  return <IslandMarker node={node} pointer={pointer} hydrate={definition.hydrate} />;
}

/**
 * Calls the renderer, and logs and tags anything it throws with the block's pointer before the
 * boundary above contains it. Renderers are plain function components, so calling one here
 * keeps its hooks in a stable order.
 */
function GuardedRenderer({ renderer, node, pointer }: { renderer: BlockRenderer; node: BlockNodeLike; pointer: string }) {
  const engine = useEngine();
  try {
    return (renderer as (props: BlockNodeLike) => ReactNode)(node);
  } catch (error) {
    // Suspending is not failing: let React handle promises thrown by data-loading hooks.
    if (error instanceof Promise) throw error;
    engine.log(`block "${node.type}" failed to render`, { pointer, type: node.type, error: String(error) });
    if (error instanceof Error) Object.assign(error as BlockRenderError, { blockPointer: pointer, blockType: node.type });
    throw error;
  }
}

/** The id prefix of an island's root, shared by the server render and the browser hydration. */
export function islandIdPrefix(propsId: string): string {
  return `${propsId}-`;
}

/** The element an island's root renders, on the server and in the browser alike. */
export function islandRoot(settings: EngineSettings, node: BlockNodeLike, pointer: string): ReactElement {
  return settings.islandShell(
    <EngineProvider settings={settings} insideIsland>
      <Block node={node} pointer={pointer} />
    </EngineProvider>,
  );
}

function IslandMarker({ node, pointer, hydrate }: { node: BlockNodeLike; pointer: string; hydrate: HydrationMode }) {
  const engine = useEngine();
  const propsId = `island${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  if (!engine.renderIsland) throw new Error('Islands are rendered on the server, which must provide renderIsland');
  const html = engine.renderIsland(islandRoot(engine, node, pointer), islandIdPrefix(propsId));
  const attributes = {
    [ISLAND_ATTRIBUTE]: node.type,
    [ISLAND_HYDRATE_ATTRIBUTE]: hydrate,
    [ISLAND_PROPS_ATTRIBUTE]: propsId,
    [ISLAND_POINTER_ATTRIBUTE]: pointer,
  };
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by serializeForScript so it cannot close the script element. */}
      <script type="application/json" id={propsId} dangerouslySetInnerHTML={{ __html: serializeForScript(node) }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server-rendered markup, which React produced from the same props. */}
      <div {...attributes} className="quai-island" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
