/**
 * Drupal is PHP, and its Webform module reads a form's properties as PHP reads values: a numeric
 * string is a number (`'#rows': '5'`), `''` and `null` are "not set", an integer key or label is
 * its string (`{2007: 2007}`), a plain list of options is value = label, `'0'` is false. This
 * reads a value the same way, guided by the JSON Schema of the property it is written for, so
 * every property of every element type is read alike. Pure: the server reads forms with it when
 * they load, and the browser receives what it read.
 */

/** A JSON Schema fragment, as the element schemas write them. */
export type SchemaFragment = Record<string, unknown>;

/** Finds the schema a `$ref` names (`element-base.schema.json#/$defs/options`, `#/$defs/...`). */
export type ResolveRef = (ref: string, from: SchemaFragment) => SchemaFragment | undefined;

/** What `readAsPhp` answers for a value PHP treats as not set: the property is left out. */
export const NOT_SET: unique symbol = Symbol('not set');

const NUMERIC = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?\s*$/i;

/** The JSON types a schema fragment accepts (through `type`, `const`, `enum`, `oneOf`, `anyOf`, `$ref`). */
function acceptedTypes(schema: SchemaFragment | undefined, resolve: ResolveRef, seen = new Set<SchemaFragment>()): Set<string> {
  const types = new Set<string>();
  if (!schema || seen.has(schema)) return types;
  seen.add(schema);
  const declared = schema.type;
  for (const type of Array.isArray(declared) ? declared : declared === undefined ? [] : [declared]) types.add(String(type));
  const constants = [...(Array.isArray(schema.enum) ? schema.enum : []), ...('const' in schema ? [schema.const] : [])];
  for (const constant of constants) types.add(jsonType(constant));
  for (const branch of [...asList(schema.oneOf), ...asList(schema.anyOf), ...asList(schema.allOf)])
    for (const type of acceptedTypes(branch, resolve, seen)) types.add(type);
  if (typeof schema.$ref === 'string') for (const type of acceptedTypes(resolve(schema.$ref, schema), resolve, seen)) types.add(type);
  return types;
}

function asList(value: unknown): SchemaFragment[] {
  return Array.isArray(value) ? (value as SchemaFragment[]) : [];
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The branches of a fragment that describe objects or arrays, with their `$ref` followed. */
function shapesOf(schema: SchemaFragment | undefined, resolve: ResolveRef, seen = new Set<SchemaFragment>()): SchemaFragment[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const own = schema.properties || schema.additionalProperties || schema.patternProperties || schema.items ? [schema] : [];
  const referred = typeof schema.$ref === 'string' ? shapesOf(resolve(schema.$ref, schema), resolve, seen) : [];
  const branches = [...asList(schema.oneOf), ...asList(schema.anyOf), ...asList(schema.allOf)].flatMap((branch) =>
    shapesOf(branch, resolve, seen),
  );
  return [...own, ...referred, ...branches];
}

/**
 * A value read as PHP would read it for a property described by `schema`: `NOT_SET` for `''`,
 * `null` and an empty list where a list is not expected; a number for a numeric string where a
 * number is expected and a string is not; a string for a number where only a string is; PHP's
 * truthiness where a boolean is expected (`'0'`, `0` are false); a plain list as a map of each
 * item to itself where a map is expected; nested maps and lists read the same way. A value read
 * as nothing expected is returned as it came, for the schema to name what is wrong.
 */
export function readAsPhp(value: unknown, schema: SchemaFragment | undefined, resolve: ResolveRef): unknown {
  if (value === null || value === '') return NOT_SET;
  const types = acceptedTypes(schema, resolve);
  if (types.size === 0) return value;
  const expects = (type: string) => types.has(type);
  if (typeof value === 'string') {
    if (expects('string')) return value;
    if ((expects('number') || expects('integer')) && NUMERIC.test(value)) return Number(value);
    if (expects('boolean')) return value !== '0';
    return value;
  }
  if (typeof value === 'number') {
    if (expects('number') || (expects('integer') && Number.isInteger(value))) return value;
    if (expects('string')) return String(value);
    if (expects('boolean')) return value !== 0;
    return value;
  }
  if (typeof value === 'boolean') {
    if (expects('boolean')) return value;
    if (expects('string')) return value ? '1' : NOT_SET;
    if (expects('integer') || expects('number')) return Number(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (expects('array')) return readList(value, schema, resolve);
    if (value.length === 0) return NOT_SET;
    // A list where a map is expected: Drupal's options written as a plain YAML list are value = label.
    if (expects('object')) return readMap(Object.fromEntries(value.map((item) => [String(item), item])), schema, resolve);
    return value;
  }
  if (typeof value === 'object') {
    if (expects('object')) return readMap(value as Record<string, unknown>, schema, resolve);
    // PHP's arrays keyed 0, 1, 2... are lists.
    const entries = Object.keys(value);
    if (expects('array') && entries.every((key, index) => key === String(index))) return readList(Object.values(value), schema, resolve);
  }
  return value;
}

function readList(list: unknown[], schema: SchemaFragment | undefined, resolve: ResolveRef): unknown[] {
  const items = shapesOf(schema, resolve).find((shape) => shape.items)?.items as SchemaFragment | undefined;
  return list.map((item) => readAsPhp(item, items, resolve)).filter((item) => item !== NOT_SET);
}

function readMap(map: Record<string, unknown>, schema: SchemaFragment | undefined, resolve: ResolveRef): Record<string, unknown> {
  const shapes = shapesOf(schema, resolve);
  const propertySchema = (key: string): SchemaFragment | undefined => {
    for (const shape of shapes) {
      const named = (shape.properties as Record<string, SchemaFragment> | undefined)?.[key];
      if (named) return named;
      const pattern = Object.entries((shape.patternProperties ?? {}) as Record<string, SchemaFragment>).find(([source]) =>
        new RegExp(source, 'u').test(key),
      );
      if (pattern) return pattern[1];
    }
    const additional = shapes.find((shape) => typeof shape.additionalProperties === 'object')?.additionalProperties;
    return additional as SchemaFragment | undefined;
  };
  const read: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(map)) {
    const value = readAsPhp(item, propertySchema(key), resolve);
    if (value !== NOT_SET) read[key] = value;
  }
  return read;
}
