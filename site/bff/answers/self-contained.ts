import { REFERENCED_SCHEMAS } from './known-schemas';

type Schema = Record<string, unknown>;

const byId = new Map<string, Schema>(REFERENCED_SCHEMAS.map((schema) => [(schema as { $id: string }).$id, schema as Schema]));

/** Keywords only a schema file needs: its identity, its dialect and the definitions now inlined. */
const FILE_KEYWORDS = new Set(['$schema', '$id', '$defs']);

/**
 * A copy of an answer schema with every `$ref` replaced by what it points to, resolved against
 * the `$id` of the file it is written in. Fastify's serialiser, the upstream checks and the
 * OpenAPI document then read one schema each, with no registry of files to share; the answer
 * schemas hold no recursion, so inlining ends (a cycle is reported rather than looping).
 */
export function selfContained(schema: object): Schema {
  const root = schema as Schema;
  return inline(root, String(root.$id ?? ''), root, []) as Schema;
}

function inline(value: unknown, base: string, file: Schema, trail: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => inline(item, base, file, trail));
  if (!value || typeof value !== 'object') return value;
  const node = value as Schema;
  // A whole schema file placed inside another (the items of a list) resolves against its own $id.
  if (typeof node.$id === 'string' && node !== file) return inline(node, node.$id, node, trail);
  if (typeof node.$ref === 'string') {
    const address = new URL(node.$ref, base || 'https://quai.dev/');
    const key = address.toString();
    if (trail.includes(key))
      throw new Error(`Answer schema ${base}: $ref ${node.$ref} refers to itself; answer schemas cannot be recursive.`);
    const targetFile =
      address.hash && `${address.origin}${address.pathname}` === base.split('#')[0]
        ? file
        : byId.get(`${address.origin}${address.pathname}`);
    if (!targetFile)
      throw new Error(
        `Answer schema ${base}: $ref ${node.$ref} names a schema that is not among the known ones (site/bff/answers/known-schemas.ts).`,
      );
    const target = pointer(targetFile, decodeURIComponent(address.hash.slice(1)), node.$ref);
    const { $ref: _ref, ...siblings } = node;
    const resolved = inline(target, String(targetFile.$id), targetFile, [...trail, key]) as Schema;
    return { ...withoutFileKeywords(resolved), ...(inline(siblings, base, file, trail) as Schema) };
  }
  return Object.fromEntries(Object.entries(withoutFileKeywords(node)).map(([key, child]) => [key, inline(child, base, file, trail)]));
}

function withoutFileKeywords(node: Schema): Schema {
  return Object.fromEntries(Object.entries(node).filter(([key]) => !FILE_KEYWORDS.has(key)));
}

function pointer(file: Schema, path: string, ref: string): unknown {
  let found: unknown = file;
  for (const part of path.split('/').slice(1)) {
    found = (found as Schema | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    if (found === undefined) throw new Error(`Answer schema: $ref ${ref} points to nothing.`);
  }
  return found;
}

/** A list of answers each of one schema file's shape. */
export function listSchema(schema: object): Schema {
  const { title, description } = schema as { title?: string; description?: string };
  return {
    type: 'array',
    description: `A list, each item ${title ? `a ${title}` : 'as below'}${description ? `: ${description}` : '.'}`,
    items: schema,
  };
}

/** One definition (`$defs`) of a known schema file, as a schema of its own. */
export function definitionSchema(schema: object, name: string): Schema {
  return { $ref: `${(schema as { $id: string }).$id}#/$defs/${name}` };
}
