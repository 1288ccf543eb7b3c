import { startTransition, useEffect, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandIdPrefix, islandRoot } from './Blocks';
import type { BlockNodeLike } from './content-validator';
import type { EngineSettings } from './engine-context';
import { componentIslandRoot } from './Island';
import { COMPONENT_ISLAND_ATTRIBUTE, ISLAND_POINTER_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, readIslandProps } from './islands';
import type { Definitions, Registry } from './registry';
import type { HydrationHooks, IslandHydrator } from './schedule-islands';

export interface IslandEntryOptions {
  /** Engine settings of the page; `settings.registry` holds the block renderers, by block type. */
  settings: EngineSettings;
  /** The component islands (`<Island name=...>`), by name. */
  components: Registry;
}

/**
 * A registry's definitions from modules found by the bundler (`import.meta.glob`), each loaded
 * on demand and named from its path.
 */
export function lazyDefinitions(
  // biome-ignore lint/suspicious/noExplicitAny: a registry holds components of every props shape; whoever looks a name up knows its props.
  modules: Readonly<Record<string, () => Promise<{ default: ComponentType<any> }>>>,
  nameOf: (path: string) => string,
): Definitions {
  return Object.fromEntries(Object.entries(modules).map(([path, load]) => [nameOf(path), { load }]));
}

/** Every block type named in an island's props: the island root and the blocks nested in it. */
function typesIn(registry: Registry, value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) typesIn(registry, item, into);
  else if (value && typeof value === 'object') {
    const { type } = value as { type?: unknown };
    if (typeof type === 'string' && registry.definition(type)) into.add(type);
    for (const child of Object.values(value)) typesIn(registry, child, into);
  }
  return into;
}

async function hydrateBlockIsland(element: HTMLElement, { settings }: IslandEntryOptions, hooks: HydrationHooks) {
  const node = readIslandProps(element) as BlockNodeLike | null;
  if (!node) return;
  const failed = await settings.registry.load(typesIn(settings.registry, node));
  // Without every renderer the island cannot match its server HTML: keep that HTML as it is.
  if (failed.length) throw new Error(`renderers failed to load: ${failed.map((failure) => failure.name).join(', ')}`);
  hydrateInSlices(element, hooks, islandRoot(settings, node, element.getAttribute(ISLAND_POINTER_ATTRIBUTE) ?? ''));
}

async function hydrateComponentIsland(element: HTMLElement, { settings, components }: IslandEntryOptions, hooks: HydrationHooks) {
  const name = element.getAttribute(COMPONENT_ISLAND_ATTRIBUTE)!;
  const props = readIslandProps(element) as object | null;
  const [failure] = await components.load([name]);
  const Component = components.component(name);
  if (failure || !Component || !props)
    throw new Error(`component island "${name}" cannot hydrate${failure ? `: ${String(failure.error)}` : ''}`);
  hydrateInSlices(element, hooks, componentIslandRoot(settings, Component, props));
}

/**
 * Hydrates an island as a transition: React then renders it in slices of a few milliseconds,
 * giving the main thread back between them, rather than in one task as long as the island is
 * big (a whole webform was one task of several hundred milliseconds on a slow phone, a tap
 * meanwhile waited for all of it). The HTML stays the server's until the commit, and a tap or a
 * key on the island meanwhile makes React hydrate the part it lands on at once.
 */
function hydrateInSlices(element: HTMLElement, { onTaken, onCommit }: HydrationHooks, root: ReactElement): void {
  startTransition(() => {
    hydrateRoot(element, afterCommit(onCommit, root), { identifierPrefix: islandIdPrefix(element.getAttribute(ISLAND_PROPS_ATTRIBUTE)!) });
  });
  // In the same task: no event comes in between, and React's listeners on the island come before any added now.
  onTaken();
}

/** Runs once the island's root has committed: its fields then have their handlers. */
function HydrationDone({ onDone, children }: { onDone: () => void; children: ReactElement }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit.
  useEffect(onDone, []);
  return children;
}

/** A wrapper with no markup of its own, so the island's HTML and its ids match the server's. */
const afterCommit = (onCommit: () => void, root: ReactElement) => <HydrationDone onDone={onCommit}>{root}</HydrationDone>;

/**
 * The React half of the island entry: hydrates the islands `scheduleIslands` hands it, loading
 * only the renderers each needs.
 */
export function islandHydrator(options: IslandEntryOptions): IslandHydrator {
  return {
    hydrateBlockIsland: (element, hooks) => hydrateBlockIsland(element, options, hooks),
    hydrateComponentIsland: (element, hooks) => hydrateComponentIsland(element, options, hooks),
  };
}
