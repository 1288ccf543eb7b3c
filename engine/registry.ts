import type { ComponentType } from 'react';
import type { BlockDefinition, BlockRenderer } from './definition';

/**
 * The one shape of every registry of the engine and the site (block types, component islands,
 * webform elements): a map from a name to a definition that gives its component, either at once
 * (`component`) or on demand (`load`, so the browser fetches only the code it needs). Definitions
 * may carry more (a block's schema and hydration); the registry needs only this.
 */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds components of every props shape; whoever looks a name up knows its props.
export type ComponentDefinition<Props = any> =
  | { component: ComponentType<Props> }
  | { load: () => Promise<{ default: ComponentType<Props> }> };

/** A map of definitions by name: `{ textfield: { component: TextInput }, header: { load: () => import('./header') } }`. */
export type Definitions<D extends ComponentDefinition = ComponentDefinition> = Readonly<Record<string, D>>;

/**
 * Looks definitions up by name and loads their components. Loads are memoised, so the server
 * pays for an import once and the browser only for what it renders; rendering is synchronous
 * once a component is loaded.
 */
export class Registry<D extends ComponentDefinition = ComponentDefinition> {
  private readonly definitions: ReadonlyMap<string, D>;
  // biome-ignore lint/suspicious/noExplicitAny: a registry holds components of every props shape; whoever looks a name up knows its props.
  private readonly components = new Map<string, ComponentType<any>>();
  // biome-ignore lint/suspicious/noExplicitAny: a registry holds components of every props shape; whoever looks a name up knows its props.
  private readonly pending = new Map<string, Promise<ComponentType<any>>>();

  constructor(definitions: Definitions<D>) {
    this.definitions = new Map(Object.entries(definitions));
    for (const [name, definition] of this.definitions) if ('component' in definition) this.components.set(name, definition.component);
  }

  names(): string[] {
    return [...this.definitions.keys()].sort();
  }

  definition(name: string): D | undefined {
    return this.definitions.get(name);
  }

  /** The component if it is given or already loaded. */
  // biome-ignore lint/suspicious/noExplicitAny: a registry holds components of every props shape; whoever looks a name up knows its props.
  component(name: string): ComponentType<any> | undefined {
    return this.components.get(name);
  }

  /**
   * Loads the components of these names. One that fails to load does not stop the others: it
   * is returned with its error (and may be retried: a chunk that failed to download).
   */
  async load(names: Iterable<string>): Promise<Array<{ name: string; error: unknown }>> {
    const unique = [...new Set(names)];
    const results = await Promise.allSettled(unique.map((name) => this.loadOne(name)));
    return results.flatMap((result, index) => (result.status === 'rejected' ? [{ name: unique[index]!, error: result.reason }] : []));
  }

  loadAll(): Promise<Array<{ name: string; error: unknown }>> {
    return this.load(this.definitions.keys());
  }

  // biome-ignore lint/suspicious/noExplicitAny: a registry holds components of every props shape; whoever looks a name up knows its props.
  private loadOne(name: string): Promise<ComponentType<any> | undefined> {
    const known = this.components.get(name);
    if (known) return Promise.resolve(known);
    const definition = this.definitions.get(name);
    if (!definition || !('load' in definition)) return Promise.resolve(undefined);
    let promise = this.pending.get(name);
    if (!promise) {
      promise = definition.load().then((module) => {
        this.components.set(name, module.default);
        return module.default;
      });
      promise.catch(() => this.pending.delete(name));
      this.pending.set(name, promise);
    }
    return promise;
  }
}

/** The block types of a site: its block definitions by their `type`. */
export class BlockRegistry extends Registry<BlockDefinition> {
  constructor(definitions: readonly BlockDefinition[]) {
    const byType: Record<string, BlockDefinition> = {};
    for (const definition of definitions) {
      if (byType[definition.type]) throw new Error(`Block type "${definition.type}" is defined twice`);
      byType[definition.type] = definition;
    }
    super(byType);
  }

  types(): string[] {
    return this.names();
  }

  renderer(type: string): BlockRenderer | undefined {
    return this.component(type);
  }
}
