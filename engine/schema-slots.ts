/**
 * Where a block's schema expects child nodes. A slot is the list of property names (and "*"
 * for array items) leading from the block to a child node, e.g. ["rows", "*", "blocks", "*"].
 * The engine validates the children it finds there one by one, so an invalid child is dropped
 * on its own and its parent and siblings survive.
 */
export type Slot = readonly string[];

type JsonSchema = Record<string, unknown>;

const NODE_SCHEMA_FILE = 'node.schema.json';

function isNodeRef(schema: JsonSchema): boolean {
  return typeof schema.$ref === 'string' && schema.$ref.split('#')[0]!.endsWith(NODE_SCHEMA_FILE);
}

export function findNodeSlots(schema: unknown, prefix: readonly string[] = []): Slot[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as JsonSchema;
  if (isNodeRef(node)) return [prefix];
  const slots: Slot[] = [];
  const properties = node.properties as Record<string, unknown> | undefined;
  if (properties) {
    for (const [name, child] of Object.entries(properties)) slots.push(...findNodeSlots(child, [...prefix, name]));
  }
  if (node.items) slots.push(...findNodeSlots(node.items, [...prefix, '*']));
  for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const) {
    const branches = node[keyword];
    if (Array.isArray(branches)) for (const branch of branches) slots.push(...findNodeSlots(branch, prefix));
  }
  return dedupe(slots);
}

function dedupe(slots: Slot[]): Slot[] {
  const seen = new Set<string>();
  return slots.filter((slot) => {
    const key = slot.join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
