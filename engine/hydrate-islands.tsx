import { startTransition, useEffect, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandIdPrefix, islandRoot } from './Blocks';
import type { BlockNodeLike } from './content-validator';
import type { HydrationMode } from './definition';
import type { EngineSettings } from './engine-context';
import { componentIslandRoot } from './Island';
import {
  COMPONENT_ISLAND_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_POINTER_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
} from './islands';
import { islandFields, restoredEdit } from './field-edits';
import type { Definitions, Registry } from './registry';
import { keepEarlyFocus } from './keep-early-focus';
import { watchEarlyEdits } from './replay-early-edits';
import { watchEarlyPresses } from './replay-early-presses';

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

function propsOf(element: HTMLElement): unknown {
  const propsId = element.getAttribute(ISLAND_PROPS_ATTRIBUTE)!;
  return JSON.parse(document.getElementById(propsId)?.textContent ?? 'null') as unknown;
}

/** What the island's scheduler learns of a hydration: React took the island (its root and listeners are there), then its root committed. */
interface HydrationHooks {
  onTaken: () => void;
  onCommit: () => void;
}

async function hydrateBlockIsland(element: HTMLElement, { settings }: IslandEntryOptions, hooks: HydrationHooks) {
  const node = propsOf(element) as BlockNodeLike | null;
  if (!node) return;
  const failed = await settings.registry.load(typesIn(settings.registry, node));
  // Without every renderer the island cannot match its server HTML: keep that HTML as it is.
  if (failed.length) throw new Error(`renderers failed to load: ${failed.map((failure) => failure.name).join(', ')}`);
  hydrateInSlices(element, hooks, islandRoot(settings, node, element.getAttribute(ISLAND_POINTER_ATTRIBUTE) ?? ''));
}

async function hydrateComponentIsland(element: HTMLElement, { settings, components }: IslandEntryOptions, hooks: HydrationHooks) {
  const name = element.getAttribute(COMPONENT_ISLAND_ATTRIBUTE)!;
  const props = propsOf(element) as object | null;
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

/** What tells that the visitor is about to use an island hydrated on interaction. */
const INTERACTION_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const BOXLESS_TAGS = new Set(['LINK', 'META', 'SCRIPT', 'STYLE']);

/**
 * The visitor reached the island before the page's script ran (a slow network): the focus is in
 * it or a field holds what they typed. That was the first use; no other may come before they
 * expect the island to answer (the suggestions of what they typed).
 */
const usedBeforeScripts = (element: HTMLElement) =>
  element.contains(element.ownerDocument.activeElement) || islandFields(element).some((field) => restoredEdit(field) !== undefined);

/** Hydrates now, when the island scrolls into view, when the browser is idle, or on first use. */
function schedule(element: HTMLElement, mode: HydrationMode, hydrate: (hooks: HydrationHooks) => Promise<void>) {
  // From now on, what the visitor types before React owns the fields is kept for it.
  const earlyEdits = watchEarlyEdits(element);
  // And the control they focused keeps the focus, whatever hydration does to its node.
  const keepFocus = keepEarlyFocus(element);
  // And a button they pressed while nothing could answer is pressed again once something can.
  const earlyPresses = watchEarlyPresses(element);
  const onTaken = () => {
    earlyEdits.reactListens();
    earlyPresses.taken();
  };
  const onCommit = () => {
    earlyEdits.replay();
    keepFocus();
    earlyPresses.replay();
  };
  const run = () => void hydrate({ onTaken, onCommit }).catch((error: unknown) => console.error('island failed to hydrate', error));
  if (mode === 'interaction' && usedBeforeScripts(element)) {
    run();
  } else if (mode === 'interaction') {
    // The server's form works meanwhile; hydration keeps its DOM nodes, so the field the visitor
    // focused stays focused, and what they typed while the code loaded is replayed after it.
    const start = () => {
      for (const type of INTERACTION_EVENTS) element.removeEventListener(type, start, true);
      run();
    };
    for (const type of INTERACTION_EVENTS) element.addEventListener(type, start, { capture: true, passive: true });
  } else if (mode === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { rootMargin: '200px' },
    );
    // The wrapper has no box of its own (display: contents), nor have the resource hints React
    // may put first (<link rel="preload"> for an eager image): watch the block inside it.
    observer.observe([...element.children].find((child) => !BOXLESS_TAGS.has(child.tagName)) ?? element);
  } else if (mode === 'idle' && 'requestIdleCallback' in window) {
    requestIdleCallback(run, { timeout: 2000 });
  } else {
    run();
  }
}

/**
 * The browser side of islands, for any site: finds every block island and component island of
 * the page and hydrates each as a root of its own when its mode says, loading only the
 * renderers it needs.
 */
export function hydrateIslands(options: IslandEntryOptions): void {
  const modeOf = (element: HTMLElement) => (element.getAttribute(ISLAND_HYDRATE_ATTRIBUTE) ?? 'load') as HydrationMode;
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`))
    schedule(element, modeOf(element), (hooks) => hydrateBlockIsland(element, options, hooks));
  for (const element of document.querySelectorAll<HTMLElement>(`[${COMPONENT_ISLAND_ATTRIBUTE}]`))
    schedule(element, modeOf(element), (hooks) => hydrateComponentIsland(element, options, hooks));
}
