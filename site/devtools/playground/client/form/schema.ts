import { ELEMENT_REF, NODE_DEF } from '../../bundle-names';

/** A JSON Schema as the bundle gives it: references are local (`#/$defs/...`). */
export type Schema = Record<string, unknown>;

/** How a field is edited, from its schema. */
export type FieldKind =
  | 'blocks'
  | 'richText'
  | 'text'
  | 'number'
  | 'integer'
  | 'enum'
  | 'boolean'
  | 'object'
  | 'array'
  | 'choice'
  | 'const'
  | 'elements'
  | 'json';

/** The bundle's union of every block (see bundleSchemas on the server). */
const NODE_REF = `#/$defs/${NODE_DEF}`;

/** The value at a JSON pointer of a document (RFC 6901). */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  return pointer
    .split('/')
    .slice(1)
    .map(unescapeToken)
    .reduce<unknown>(
      (value, token) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[token] : undefined),
      document,
    );
}

/**
 * The schema a `$ref` names, with the referring schema's own words (title, description) on top,
 * and what its `allOf` branches add (a webform element's type extends the base every element
 * shares). Conditional branches (`if`/`then`) are left: they depend on the value.
 */
export function resolveSchema(schema: Schema | undefined, root: Schema): Schema {
  let current: Schema = schema ?? {};
  const seen = new Set<string>();
  while (typeof current.$ref === 'string' && current.$ref !== NODE_REF && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    const { $ref, ...rest } = current;
    const target = valueAtPointer(root, ($ref as string).replace(/^#/, '')) as Schema | undefined;
    current = { ...(target ?? {}), ...rest };
  }
  if (!Array.isArray(current.allOf)) return current;
  const { allOf, ...own } = current;
  let merged: Schema = own;
  for (const branch of allOf as Schema[]) if (!('if' in branch)) merged = mergeSchemas(resolveSchema(branch, root), merged);
  return merged;
}

/** A schema extended by another: the other's words win, properties and required ones add up. */
function mergeSchemas(base: Schema, extension: Schema): Schema {
  return {
    ...base,
    ...extension,
    properties: { ...((base.properties as Schema | undefined) ?? {}), ...((extension.properties as Schema | undefined) ?? {}) },
    required: [...new Set([...((base.required as string[] | undefined) ?? []), ...((extension.required as string[] | undefined) ?? [])])],
  };
}

function isNodeRef(schema: Schema | undefined): boolean {
  return schema?.$ref === NODE_REF;
}

export function fieldKind(schema: Schema, root: Schema): FieldKind {
  const resolved = resolveSchema(schema, root);
  if (resolved.type === 'array' && isNodeRef(resolved.items as Schema | undefined)) return 'blocks';
  if ('const' in resolved) return 'const';
  if (Array.isArray(resolved.enum)) return 'enum';
  if (Array.isArray(resolved.oneOf) || Array.isArray(resolved.anyOf)) return 'choice';
  const type = Array.isArray(resolved.type) ? resolved.type.find((item) => item !== 'null') : resolved.type;
  if (type === 'string') return resolved['x-sanitize'] === 'html' ? 'richText' : 'text';
  if (type === 'number') return 'number';
  if (type === 'integer') return 'integer';
  if (type === 'boolean') return 'boolean';
  if (type === 'array') return 'array';
  const others = resolved.additionalProperties as Schema | boolean | undefined;
  if (others && typeof others === 'object' && others.$ref === ELEMENT_REF) return 'elements';
  // An object whose keys are free (`#states`, metatags beyond their two) is edited as JSON.
  if (resolved.properties && Object.keys(resolved.properties).length) return 'object';
  return 'json';
}

/**
 * The label of a field: its own title, or its name in words ("backgroundColor" reads
 * "Background color"). A shape it refers to names the shape, not the field ("RichText" for
 * every rich text): its title is not the field's.
 */
export function fieldLabel(name: string, schema: Schema): string {
  const own = schema.title;
  if (typeof own === 'string' && own) return own;
  const words = name
    .replace(/^field_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The help of a field: the description of the schema, or of the one it refers to. */
export function fieldHelp(schema: Schema, root: Schema): string | undefined {
  const own = schema.description ?? resolveSchema(schema, root).description;
  return typeof own === 'string' ? own : undefined;
}

/** The branches of a `oneOf` (or `anyOf`), each resolved. */
export function choiceBranches(schema: Schema, root: Schema): Schema[] {
  const resolved = resolveSchema(schema, root);
  const branches = (resolved.oneOf ?? resolved.anyOf) as Schema[];
  // A branch adds to what its parent says of every branch (a shared type, shared properties).
  const { oneOf: _oneOf, anyOf: _anyOf, ...common } = resolved;
  return branches.map((branch) => mergeSchemas(common, resolveSchema(branch, root)));
}

/** A branch's name for the choice: its title, its constant, or what it requires. */
export function branchLabel(branch: Schema, index: number): string {
  if (typeof branch.title === 'string') return branch.title;
  if ('const' in branch) return String(branch.const);
  const type = Array.isArray(branch.type) ? branch.type.join(' or ') : branch.type;
  const required = (branch.required as string[] | undefined) ?? [];
  if (required.length) return `With ${required.join(', ')}`;
  return typeof type === 'string' ? type.charAt(0).toUpperCase() + type.slice(1) : `Option ${index + 1}`;
}

/** Which branch a value matches: by its type, then by the constants and required properties of object branches. */
export function matchingBranch(branches: Schema[], value: unknown): number {
  const score = (branch: Schema): number => {
    if ('const' in branch) return branch.const === value ? 3 : -1;
    const type = branch.type;
    const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'number' ? 'number' : typeof value;
    if (typeof type === 'string' && type !== actual && !(type === 'integer' && actual === 'number')) return -1;
    if (actual !== 'object' || !value) return 1;
    const record = value as Record<string, unknown>;
    const properties = (branch.properties as Record<string, Schema> | undefined) ?? {};
    let points = 1;
    for (const [name, property] of Object.entries(properties)) {
      if ('const' in property) {
        if (record[name] !== property.const) return -1;
        points += 2;
      }
    }
    for (const name of (branch.required as string[] | undefined) ?? []) points += name in record ? 1 : -2;
    return points;
  };
  let best = 0;
  branches.forEach((branch, index) => {
    if (score(branch) > score(branches[best]!)) best = index;
  });
  return best;
}

/** A first value for a new field: its default, its first example or allowed value, or an empty one with its required parts. */
export function initialValue(schema: Schema, root: Schema): unknown {
  const resolved = resolveSchema(schema, root);
  if ('default' in resolved) return structuredClone(resolved.default);
  if ('const' in resolved) return resolved.const;
  switch (fieldKind(schema, root)) {
    case 'enum':
      return (resolved.enum as unknown[])[0];
    case 'choice':
      return initialValue(choiceBranches(schema, root)[0]!, root);
    case 'richText':
    case 'text':
      return '';
    case 'number':
    case 'integer':
      return (resolved.minimum as number | undefined) ?? 0;
    case 'boolean':
      return false;
    case 'blocks':
    case 'array':
      return [];
    case 'object': {
      const properties = (resolved.properties as Record<string, Schema> | undefined) ?? {};
      const required = (resolved.required as string[] | undefined) ?? [];
      return Object.fromEntries(required.filter((name) => properties[name]).map((name) => [name, initialValue(properties[name]!, root)]));
    }
    default:
      // A free-form object (`#states`) starts empty, as the schema allows; anything else unshaped, as null.
      return resolved.type === 'object' ? {} : null;
  }
}

function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Escapes one token of a JSON pointer (RFC 6901). */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A copy of a document with the value at a pointer replaced (or removed, for undefined). */
export function setAtPointer(document: unknown, pointer: string, value: unknown): unknown {
  if (pointer === '') return value;
  const [head, ...rest] = pointer.split('/').slice(1).map(unescapeToken) as [string, ...string[]];
  const restPointer = rest.length ? `/${rest.map(pointerToken).join('/')}` : '';
  if (Array.isArray(document)) {
    const copy = [...document];
    const index = Number(head);
    const next = setAtPointer(copy[index], restPointer, value);
    if (next === undefined && restPointer === '') copy.splice(index, 1);
    else copy[index] = next;
    return copy;
  }
  const record = { ...((document && typeof document === 'object' ? document : {}) as Record<string, unknown>) };
  const next = setAtPointer(record[head], restPointer, value);
  if (next === undefined) delete record[head];
  else record[head] = next;
  return record;
}
