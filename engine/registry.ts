import type { BlockDefinition, BlockRenderer } from './definition';

/**
 * The set of known block types. Renderers are loaded lazily and memoised, so the server pays
 * for an import once and the browser only for the islands it hydrates.
 */
export class BlockRegistry {
  private readonly definitions = new Map<string, BlockDefinition>();
  private readonly renderers = new Map<string, BlockRenderer>();
  private readonly pending = new Map<string, Promise<BlockRenderer>>();

  constructor(definitions: readonly BlockDefinition[]) {
    for (const definition of definitions) {
      if (this.definitions.has(definition.type)) {
        throw new Error(`Block type "${definition.type}" is defined twice`);
      }
      this.definitions.set(definition.type, definition);
    }
  }

  types(): string[] {
    return [...this.definitions.keys()].sort();
  }

  definition(type: string): BlockDefinition | undefined {
    return this.definitions.get(type);
  }

  /** The renderer if it is already loaded; rendering is synchronous once `load` resolved. */
  renderer(type: string): BlockRenderer | undefined {
    return this.renderers.get(type);
  }

  /**
   * Loads the renderers of these types. One that fails to load does not stop the others: it is
   * returned with its error, and its blocks render as "not loaded" (logged, left out).
   */
  async load(types: Iterable<string>): Promise<Array<{ type: string; error: unknown }>> {
    const unique = [...new Set(types)];
    const results = await Promise.allSettled(unique.map((type) => this.loadOne(type)));
    return results.flatMap((result, index) => (result.status === 'rejected' ? [{ type: unique[index]!, error: result.reason }] : []));
  }

  loadAll(): Promise<Array<{ type: string; error: unknown }>> {
    return this.load(this.definitions.keys());
  }

  private loadOne(type: string): Promise<BlockRenderer | undefined> {
    const known = this.renderers.get(type);
    if (known) return Promise.resolve(known);
    const definition = this.definitions.get(type);
    if (!definition) return Promise.resolve(undefined);
    let promise = this.pending.get(type);
    if (!promise) {
      promise = definition.load().then((module) => {
        this.renderers.set(type, module.default);
        return module.default;
      });
      // A failed load may be retried later (a chunk that failed to download in the browser).
      promise.catch(() => this.pending.delete(type));
      this.pending.set(type, promise);
    }
    return promise;
  }
}
