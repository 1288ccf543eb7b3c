import type { BlockNodeLike } from './content-validator';
import { SERVER_DATA_PROP, type BlockDefinition, type BlockServices } from './definition';
import type { Locale } from './engine-types';
import type { RequestInfo } from './request';
import type { BlockRegistry } from './registry';
import { findNodeSlots, type Slot } from './schema-slots';

/**
 * What the site holds for the steps of a page; each step receives only the part it declared. A
 * site renders with every service (its runtime's type says so); a tool rendering content alone
 * may have none, and a step that needs one then fails and is logged like any other failure.
 */
export interface ServerDataSource {
  request: RequestInfo;
  locale: Locale;
  services: Partial<BlockServices>;
  cookieHeader?: string | undefined;
}

export interface ServerDataOptions {
  registry: BlockRegistry;
  source: ServerDataSource;
  /** Called when a step that declared itself personal runs: the page is then the visitor's own. */
  onPersonal?: () => void;
  /** A block whose data takes longer renders without it (and fetches in the browser). */
  timeoutMs: number;
  log: (message: string, detail?: Record<string, unknown>) => void;
}

/**
 * Runs the server data step of every block in the tree that declares one, all at once, and
 * returns the tree with each result in its block's `serverData` prop. The tree is copied, never
 * changed: the nodes come from the content store and serve every request. A step that fails or
 * outlasts the timeout is logged and its block is left as it was.
 */
export async function withServerData(nodes: readonly BlockNodeLike[], options: ServerDataOptions): Promise<BlockNodeLike[]> {
  const slotsOf = slotFinder();
  const pending: Array<Promise<void>> = [];
  // One pass copies the tree and starts every step; each result lands on its own copy.
  const copyNode = (node: BlockNodeLike, pointer: string): BlockNodeLike => {
    // Unvalidated content may hold anything here; what is not a known block is left for the renderer to report.
    const definition = typeof node?.type === 'string' ? options.registry.definition(node.type) : undefined;
    if (!definition) return node;
    const copy = slotsOf(definition).reduce<Record<string, unknown>>(
      (value, slot) => mapAt(value, slot, pointer, (child, at) => copyNode(child as BlockNodeLike, at)) as Record<string, unknown>,
      { ...node },
    );
    if (definition.serverData) {
      pending.push(
        runStep(definition, node, pointer, options).then((data) => {
          if (data !== undefined) copy[SERVER_DATA_PROP] = data;
        }),
      );
    }
    return copy as BlockNodeLike;
  };
  const copied = nodes.map((node, index) => copyNode(node, `/blocks/${index}`));
  await Promise.all(pending);
  return copied;
}

/** The step's result, or undefined (logged) when it failed or took too long. */
async function runStep(
  definition: BlockDefinition,
  node: BlockNodeLike,
  pointer: string,
  { source, onPersonal, timeoutMs, log }: ServerDataOptions,
): Promise<unknown> {
  const step = definition.serverData!;
  if (step.personal) onPersonal?.();
  // Only the names it declared: its types know no others, and neither does the object it gets.
  const services = Object.fromEntries(step.services.map((name) => [name, source.services[name]])) as unknown as BlockServices;
  const context = {
    request: source.request,
    locale: source.locale,
    services,
    cookieHeader: step.personal ? source.cookieHeader : undefined,
  };
  try {
    return await withTimeout(step.run(node, context), timeoutMs);
  } catch (error) {
    log(`server data of block "${node.type}" failed`, { pointer, type: node.type, error: String(error) });
    return undefined;
  }
}

type SlotsOf = (definition: BlockDefinition) => Slot[];

/** The child slots of each block type, found once per definition. */
function slotFinder(): SlotsOf {
  const known = new Map<BlockDefinition, Slot[]>();
  return (definition) => {
    let slots = known.get(definition);
    if (!slots) {
      slots = findNodeSlots(definition.schema);
      known.set(definition, slots);
    }
    return slots;
  };
}

/** A copy of `value` where every child node the slot leads to is replaced by `replace(child, its pointer)`. */
function mapAt(value: unknown, slot: Slot, pointer: string, replace: (child: unknown, pointer: string) => unknown): unknown {
  if (slot.length === 0) return replace(value, pointer);
  const [head, ...rest] = slot as [string, ...string[]];
  if (head === '*') return Array.isArray(value) ? value.map((item, index) => mapAt(item, rest, `${pointer}/${index}`, replace)) : value;
  if (!value || typeof value !== 'object' || !(head in value)) return value;
  const record = value as Record<string, unknown>;
  return { ...record, [head]: mapAt(record[head], rest, `${pointer}/${head}`, replace) };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
