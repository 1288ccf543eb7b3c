import type { ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020.js';
import { createAjv, describeAjvError, withoutEchoes } from './ajv';
import type { BlockDefinition } from './definition';
import { joinPointer, type ContentProblem } from './problems';
import { findNodeSlots, type Slot } from './schema-slots';
import { rememberSourcePointer } from './source-pointers';

export interface BlockNodeLike {
  type: string;
  [field: string]: unknown;
}

interface CompiledBlock {
  validate: ValidateFunction;
  slots: Slot[];
}

export interface ValidationResult<T> {
  /** The cleaned value (rich text sanitised, invalid nodes removed), or undefined if unusable. */
  value: T | undefined;
  problems: ContentProblem[];
}

/**
 * Validates content where it enters: documents against their schema, then every block node
 * against its own block schema. Invalid nodes are removed and reported; valid siblings stay.
 * Unknown block types are reported but kept, so the renderer can show the debug block in
 * development.
 */
export class ContentValidator {
  readonly ajv: Ajv2020;
  private readonly blocks = new Map<string, CompiledBlock>();

  constructor(definitions: readonly BlockDefinition[], sharedSchemas: readonly Record<string, unknown>[]) {
    this.ajv = createAjv();
    for (const schema of sharedSchemas) this.ajv.addSchema(schema);
    for (const definition of definitions) {
      this.blocks.set(definition.type, {
        validate: this.ajv.compile(definition.schema),
        slots: findNodeSlots(definition.schema),
      });
    }
  }

  /**
   * Validates the block nodes in a document's slots first (an invalid one, even a number where
   * a block should be, is left out and reported with its pointer in the source document), then
   * the rest of the document against `schema`. A document that breaks its own schema is
   * unusable as a whole and returns no value.
   */
  validateDocument<T>(schema: Record<string, unknown> | string, document: unknown, file: string): ValidationResult<T> {
    const validate = typeof schema === 'string' ? this.ajv.getSchema(schema) : this.ajv.compile(schema);
    if (!validate) throw new Error(`Unknown schema ${String(schema)}`);
    const problems: ContentProblem[] = [];
    const rootSchema = typeof schema === 'string' ? (validate.schema as Record<string, unknown>) : schema;
    const copy = structuredClone(document);
    const value =
      copy && typeof copy === 'object'
        ? this.pruneSlots(copy as Record<string, unknown>, findNodeSlots(rootSchema), '', file, problems)
        : copy;
    if (!validate(value)) {
      const errors = withoutEchoes(validate.errors ?? []);
      problems.push(...errors.map((e) => ({ file, pointer: e.instancePath, reason: describeAjvError(e) })));
      return { value: undefined, problems };
    }
    return { value: value as T, problems };
  }

  /** Validates a list of block nodes; returns cleaned copies of the valid ones. */
  validateNodes(nodes: unknown[], pointer: string, file: string, problems: ContentProblem[]): BlockNodeLike[] {
    return this.checkNodes(structuredClone(nodes), pointer, file, problems);
  }

  /** Validates one block node; returns a cleaned copy, or undefined when it must be left out. */
  validateNode(node: unknown, pointer: string, file: string, problems: ContentProblem[]): BlockNodeLike | undefined {
    return this.checkNode(structuredClone(node), pointer, file, problems);
  }

  /** Checks nodes in place (they are already copies), keeping the valid ones. */
  private checkNodes(nodes: unknown[], pointer: string, file: string, problems: ContentProblem[]): BlockNodeLike[] {
    const valid: BlockNodeLike[] = [];
    nodes.forEach((node, index) => {
      const checked = this.checkNode(node, joinPointer(pointer, index), file, problems);
      if (checked) valid.push(checked);
    });
    return valid;
  }

  private checkNode(node: unknown, pointer: string, file: string, problems: ContentProblem[]): BlockNodeLike | undefined {
    if (!node || typeof node !== 'object' || typeof (node as BlockNodeLike).type !== 'string') {
      problems.push({ file, pointer, reason: 'a block must be an object with a "type"' });
      return undefined;
    }
    const candidate = node as BlockNodeLike;
    const block = this.blocks.get(candidate.type);
    if (!block) {
      problems.push({ file, pointer, reason: `unknown block type "${candidate.type}"` });
      return candidate;
    }
    const { type } = candidate;
    // Children first, each reported at its place in the source: one that is no block at all
    // must not take its parent with it.
    const pruned = this.pruneSlots(candidate, block.slots, pointer, file, problems) as BlockNodeLike;
    if (!block.validate(pruned)) {
      for (const error of block.validate.errors ?? []) {
        problems.push({ file, pointer: pointer + error.instancePath, reason: `${type}: ${describeAjvError(error)}` });
      }
      return undefined;
    }
    rememberSourcePointer(pruned, pointer);
    return pruned;
  }

  /** Every block type used in these nodes and their descendants. */
  blockTypesIn(nodes: readonly unknown[], into: Set<string> = new Set()): Set<string> {
    for (const node of nodes) {
      if (!node || typeof node !== 'object') continue;
      const { type } = node as BlockNodeLike;
      if (typeof type !== 'string') continue;
      into.add(type);
      for (const slot of this.blocks.get(type)?.slots ?? []) this.blockTypesIn(valuesAt(node, slot), into);
    }
    return into;
  }

  private pruneSlots(value: Record<string, unknown>, slots: Slot[], pointer: string, file: string, problems: ContentProblem[]) {
    for (const slot of slots) this.pruneAt(value, slot, pointer, file, problems);
    return value;
  }

  /** Walks `slot` from `holder` and replaces the child nodes found at its end by their checked versions. */
  private pruneAt(holder: unknown, slot: Slot, pointer: string, file: string, problems: ContentProblem[]): void {
    if (!holder || typeof holder !== 'object') return;
    const [head, ...rest] = slot;
    if (head === undefined) return;
    const container = holder as Record<string, unknown>;
    if (head === '*') return; // a slot never starts with "*": arrays are entered from their property
    const next = container[head];
    if (next === undefined) return;
    const here = joinPointer(pointer, head);
    if (rest.length === 0) {
      const checked = this.checkNode(next, here, file, problems);
      if (checked) container[head] = checked;
      else delete container[head];
      return;
    }
    if (rest[0] === '*' && Array.isArray(next)) {
      if (rest.length === 1) {
        container[head] = this.checkNodes(next, here, file, problems);
        return;
      }
      for (const [index, item] of next.entries()) this.pruneAt(item, rest.slice(1), joinPointer(here, index), file, problems);
      return;
    }
    this.pruneAt(next, rest, here, file, problems);
  }
}

/** The values found by following a slot path from a value ("*" enters every array item). */
function valuesAt(value: unknown, slot: Slot): unknown[] {
  let current: unknown[] = [value];
  for (const key of slot) {
    current = current.flatMap((item) => {
      if (key === '*') return Array.isArray(item) ? item : [];
      return item && typeof item === 'object' && key in item ? [(item as Record<string, unknown>)[key]] : [];
    });
  }
  return current;
}
