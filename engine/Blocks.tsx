import { Suspense, useId, type ComponentType, type ReactElement } from 'react';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import type { BlockNodeLike } from './content-validator';
import { DebugBlock } from './DebugBlock';
import { hydrationFor, type HydrationMode } from './definition';
import { EngineProvider, PointerContext, useBlockPointer, useEngine, type EngineSettings } from './engine-context';
import { recordedSourcePointer } from './source-pointers';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_POINTER_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  serializeForScript,
} from './islands';

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
        <Block key={index} node={node} pointer={recordedSourcePointer(node) ?? `${parent}/${at}/${index}`} />
      ))}
    </>
  );
}

/** Dispatches one node to its renderer, inside its own error containment and, if asked, an island. */
export function Block({ node, pointer }: { node: BlockNodeLike; pointer: string }) {
  const engine = useEngine();
  const type = typeof node?.type === 'string' ? node.type : undefined;
  const definition = type === undefined ? undefined : engine.registry.definition(type);
  const renderer = type === undefined ? undefined : engine.registry.component(type);
  if (!definition || !renderer) {
    const reason =
      type === undefined
        ? 'not a block: a node needs a string "type"'
        : definition
          ? `the renderer of "${type}" is not loaded`
          : `unknown block type "${type}"`;
    // import.meta.env.DEV is false in builds: the debug view is left out of production bundles.
    if (import.meta.env.DEV && engine.mode === 'development') return <DebugBlock node={node} reason={reason} />;
    engine.log(reason, { pointer });
    return null;
  }
  // Inside an island, a block hydrates with it: no island of its own.
  const hydrate = engine.insideIsland ? 'none' : hydrationFor(definition, node);
  const Renderer = renderer as ComponentType<BlockNodeLike>;
  if (hydrate === 'none' && !engine.insideIsland && engine.uncontainedStaticBlocks) {
    return (
      <PointerContext.Provider value={pointer}>
        <Renderer {...node} />
      </PointerContext.Provider>
    );
  }
  // A new record each time the block renders: its fallback reads whether this render completed.
  const completion = { done: false };
  const body = (
    <PointerContext.Provider value={pointer}>
      {/* On the server, a renderer that throws only empties this boundary, and its fallback reports it. */}
      <Suspense fallback={<ServerFailureReport completion={completion} type={node.type} pointer={pointer} />}>
        <BlockErrorBoundary type={node.type} pointer={pointer} log={engine.log}>
          <Renderer {...node} />
          <Completed completion={completion} />
        </BlockErrorBoundary>
      </Suspense>
    </PointerContext.Provider>
  );
  if (hydrate === 'none') return body;
  return <IslandMarker node={node} pointer={pointer} hydrate={hydrate} />;
}

interface Completion {
  done: boolean;
}

/** Rendered after the renderer's whole tree: reaching it means the block rendered in full. */
function Completed({ completion }: { completion: Completion }) {
  completion.done = true;
  return null;
}

/**
 * The server's guard. React runs no error boundary while rendering on the server: a renderer
 * that throws leaves its Suspense boundary to its fallback, which logs the block's pointer. The
 * server also renders the fallback of a large block it completed (to stream it separately):
 * `Completed` was reached then, and nothing is logged. Renderers never suspend on the server
 * (their data comes from the server data step), so a fallback without completion is a failure.
 */
function ServerFailureReport({ completion, type, pointer }: { completion: Completion; type: string; pointer: string }) {
  const engine = useEngine();
  if (!completion.done) engine.log(`block "${type}" failed to render`, { pointer, type });
  return null;
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
  const props = serializeForScript(node);
  const html = engine.renderIsland(islandRoot(engine, node, pointer), islandIdPrefix(propsId), { kind: 'block', name: pointer, props });
  const attributes = {
    [ISLAND_ATTRIBUTE]: node.type,
    [ISLAND_HYDRATE_ATTRIBUTE]: hydrate,
    [ISLAND_PROPS_ATTRIBUTE]: propsId,
    [ISLAND_POINTER_ATTRIBUTE]: pointer,
  };
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by serializeForScript so it cannot close the script element. */}
      <script type="application/json" id={propsId} dangerouslySetInnerHTML={{ __html: props }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server-rendered markup, which React produced from the same props. */}
      <div {...attributes} className="quai-island" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
