import { joinPointer } from '@quai/engine/problems';
import { defineBlock, type BlockDefinition } from '@quai/engine/definition';
import { BlockRegistry } from '@quai/engine/registry';
import { findNodeSlots, type Slot } from '@quai/engine/schema-slots';
import type { SiteRuntime } from '../../../server/runtime';

/** The block type of the note standing where an invalid block was; no content can use it (the site registers no such block). */
const PROBLEM_BLOCK_TYPE = 'playground-problem';

const problemBlock: BlockDefinition<{ pointer: string; reasons: string[] }> = defineBlock({
  type: PROBLEM_BLOCK_TYPE,
  schema: { $id: 'https://quai.dev/schemas/playground-problem.schema.json', type: 'object' },
  hydrate: 'none',
  load: async () => ({ default: (await import('./ProblemNote')).ProblemNote }),
});

/** The site's blocks and the note, per runtime (its renderers are loaded once). */
const previewRegistries = new WeakMap<SiteRuntime, Promise<BlockRegistry>>();

export function previewRegistry(runtime: SiteRuntime): Promise<BlockRegistry> {
  let registry = previewRegistries.get(runtime);
  if (!registry) {
    const definitions = runtime.registry.types().map((type) => runtime.registry.definition(type)!);
    const built = new BlockRegistry([...definitions, problemBlock]);
    registry = built.loadAll().then(() => built);
    previewRegistries.set(runtime, registry);
  }
  return registry;
}

/**
 * The pointers of every block node of a raw page document (in `blocks`, `sidebar`, and the
 * slots of each block, at any depth), deepest last.
 */
function blockPointers(page: unknown, slotsOf: (type: string) => Slot[]): string[] {
  const found: string[] = [];
  const visitNode = (node: unknown, pointer: string) => {
    found.push(pointer);
    const type = node && typeof node === 'object' ? (node as { type?: unknown }).type : undefined;
    if (typeof type !== 'string') return;
    for (const slot of slotsOf(type)) visitSlot(node, slot, pointer);
  };
  const visitSlot = (value: unknown, slot: Slot, pointer: string) => {
    if (slot.length === 0) return visitNode(value, pointer);
    const [head, ...rest] = slot as [string, ...string[]];
    if (head === '*') {
      if (!Array.isArray(value)) return;
      for (const [index, item] of value.entries()) visitSlot(item, rest, joinPointer(pointer, index));
      return;
    }
    if (value && typeof value === 'object' && head in value)
      visitSlot((value as Record<string, unknown>)[head], rest, joinPointer(pointer, head));
  };
  if (page && typeof page === 'object') for (const key of ['blocks', 'sidebar']) visitSlot(page, [key, '*'], '');
  return found;
}

/**
 * A copy of a raw page where each block with a problem is replaced by the note of its reasons:
 * a problem belongs to the deepest block whose pointer holds it (an invalid child is the
 * child's, not its parent's). Problems outside every block (the page's own fields) are left.
 */
export function markInvalidBlocks(
  page: unknown,
  problems: ReadonlyArray<{ pointer: string; reason: string }>,
  slotsOf: (type: string) => Slot[],
): unknown {
  const pointers = blockPointers(page, slotsOf);
  const reasons = new Map<string, string[]>();
  for (const problem of problems) {
    const owner = pointers.filter((pointer) => problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`)).pop();
    if (owner !== undefined) reasons.set(owner, [...(reasons.get(owner) ?? []), problem.reason]);
  }
  const copy = structuredClone(page);
  // Deepest first: a parent replaced afterwards takes its marked children with it.
  for (const [pointer, list] of [...reasons].sort(([a], [b]) => b.length - a.length))
    replaceAt(copy, pointer, { type: PROBLEM_BLOCK_TYPE, pointer, reasons: list });
  return copy;
}

/** The slots of a block type of the site, from its schema. */
export function slotsFinder(runtime: SiteRuntime): (type: string) => Slot[] {
  const cache = new Map<string, Slot[]>();
  return (type) => {
    let slots = cache.get(type);
    if (!slots) {
      slots = findNodeSlots(runtime.registry.definition(type)?.schema);
      cache.set(type, slots);
    }
    return slots;
  };
}

function replaceAt(document: unknown, pointer: string, value: unknown): void {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = tokens.pop();
  let holder = document as Record<string, unknown>;
  for (const token of tokens) {
    const next = holder?.[token];
    if (!next || typeof next !== 'object') return;
    holder = next as Record<string, unknown>;
  }
  if (last !== undefined && holder && typeof holder === 'object') holder[last] = value;
}
