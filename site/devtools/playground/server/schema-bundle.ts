import type { BlockDefinition } from '@quai/engine/definition';
import { blockDefName, blockDefRef, NODE_DEF, schemaDefName } from '../bundle-names';

type JsonSchema = Record<string, unknown>;

/** One block of the catalogue: what the playground offers to add, with its schema's words and examples. */
export interface CatalogueBlock {
  type: string;
  title: string;
  description: string;
  examples: unknown[];
}

/**
 * One self-contained schema for the editors of the browser: the page document, with every
 * schema it refers to under `$defs` and every `$ref` rewritten to a local pointer. The project's
 * schemas refer to each other by relative URL (`../common.schema.json#/$defs/link`); a browser
 * library resolving them would fetch them, and the forms need to walk them without a resolver.
 * A reference to the node schema becomes the union of the block schemas, told apart by `type`,
 * so completion offers block types and then their properties.
 */
export function bundleSchemas(pageSchema: JsonSchema, blocks: readonly BlockDefinition[], shared: readonly JsonSchema[]): JsonSchema {
  const names = new Map<string, string>();
  for (const schema of shared) names.set(String(schema.$id), schemaDefName(String(schema.$id)));
  for (const block of blocks) names.set(String(block.schema.$id), blockDefName(block.type));
  const defs: Record<string, JsonSchema> = {};
  for (const schema of shared) {
    const id = String(schema.$id);
    if (id === String(pageSchema.$id) || id.endsWith('/node.schema.json')) continue;
    defs[names.get(id)!] = rewrite(schema, id, names) as JsonSchema;
  }
  for (const block of blocks) defs[blockDefName(block.type)] = rewrite(block.schema, String(block.schema.$id), names) as JsonSchema;
  defs[NODE_DEF] = {
    title: 'Block',
    description: 'Any block of the page: its "type" says which, and its schema the rest.',
    type: 'object',
    required: ['type'],
    properties: { type: { enum: blocks.map((block) => block.type), description: 'The block type.' } },
    oneOf: blocks.map((block) => ({ $ref: blockDefRef(block.type) })),
  };
  // The page is the bundle's root: its own references stay as they are.
  const page = rewrite(pageSchema, String(pageSchema.$id), names, '') as JsonSchema;
  return { ...page, $defs: { ...((page.$defs as JsonSchema | undefined) ?? {}), ...defs } };
}

/** What the catalogue lists of each block, from its schema. */
export function blockCatalogue(blocks: readonly BlockDefinition[]): CatalogueBlock[] {
  return blocks
    .map((block) => ({
      type: block.type,
      title: String(block.schema.title ?? block.type),
      description: String(block.schema.description ?? ''),
      examples: (block.schema.examples as unknown[] | undefined) ?? [],
    }))
    .sort((a, b) => a.type.localeCompare(b.type));
}

/** A copy of a schema whose references point into the bundle; `$id` and `$schema` go (the bundle has one base). */
function rewrite(value: unknown, base: string, names: ReadonlyMap<string, string>, own = names.get(base)): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, base, names, own));
  if (!value || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$id' || key === '$schema') continue;
    if (key === '$ref' && typeof child === 'string') out.$ref = localRef(child, base, names, own);
    // Examples are data, not schemas: kept as they are.
    else if (key === 'examples') out.examples = child;
    else out[key] = rewrite(child, base, names, own);
  }
  return out;
}

function localRef(ref: string, base: string, names: ReadonlyMap<string, string>, own: string | undefined): string {
  const absolute = new URL(ref, base);
  const fragment = decodeURIComponent(absolute.hash.replace(/^#/, ''));
  absolute.hash = '';
  const target = absolute.href;
  if (target.endsWith('/node.schema.json')) return `#/$defs/${NODE_DEF}`;
  const name = target === base ? own : names.get(target);
  if (!name) return `#${fragment}`;
  return `#/$defs/${name}${fragment}`;
}
