import { hydrateRoot } from 'react-dom/client';
import '../engine-config';
import type { ComponentType, ReactElement } from 'react';
import { islandIdPrefix, islandRoot } from '@quai/engine/Blocks';
import type { BlockNodeLike } from '@quai/engine/content-validator';
import type { BlockRenderer, HydrationMode } from '@quai/engine/definition';
import type { EngineSettings } from '@quai/engine/engine-context';
import { componentIslandRoot } from '@quai/engine/Island';
import { COMPONENT_ISLAND_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_HYDRATE_ATTRIBUTE, ISLAND_POINTER_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, PAGE_CONTEXT_ID } from '@quai/engine/islands';
import { BlockRegistry } from '@quai/engine/registry';
import type { PageContext } from '../server/runtime';
import { withPageProviders } from '../shell/page-providers';

/**
 * The browser entry, loaded only by pages that have islands. It finds each island, loads the
 * renderers it needs (one chunk per block type) and hydrates it as a root of its own.
 */
const renderers = import.meta.glob<{ default: BlockRenderer }>('../../blocks/*/Renderer.tsx');
/** Component islands of the shell (header, footer...): site/shell/islands/<name>.tsx, one chunk each. */
const components = import.meta.glob<{ default: ComponentType<object> }>('../shell/islands/*.tsx');

const registry = new BlockRegistry(
  Object.entries(renderers).map(([path, load]) => ({ type: path.split('/').at(-2)!, schema: {}, hydrate: 'load' as const, load })),
);

// React hoists this async script into the head: on a long page, a cached entry can run before
// the page context and the islands at the end of the body are parsed.
if (document.readyState === 'loading') await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));

const context = JSON.parse(document.getElementById(PAGE_CONTEXT_ID)?.textContent ?? '{}') as PageContext;

const settings: EngineSettings = {
  registry,
  mode: context.mode,
  log: (message, detail) => console.error(message, detail),
  islandShell: (island: ReactElement) => withPageProviders(context, island),
};

/** Every block type named in an island's props: the island root and the blocks nested in it. */
function typesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) typesIn(item, into);
  else if (value && typeof value === 'object') {
    const { type } = value as { type?: unknown };
    if (typeof type === 'string' && registry.definition(type)) into.add(type);
    for (const child of Object.values(value)) typesIn(child, into);
  }
  return into;
}

async function hydrateIsland(element: HTMLElement) {
  const propsId = element.getAttribute(ISLAND_PROPS_ATTRIBUTE)!;
  const node = JSON.parse(document.getElementById(propsId)?.textContent ?? 'null') as BlockNodeLike | null;
  if (!node) return;
  const failed = await registry.load(typesIn(node));
  // Without every renderer the island cannot match its server HTML: keep that HTML as it is.
  if (failed.length) throw new Error(`renderers failed to load: ${failed.map((failure) => failure.type).join(', ')}`);
  hydrateRoot(element, islandRoot(settings, node, element.getAttribute(ISLAND_POINTER_ATTRIBUTE) ?? ''), {
    identifierPrefix: islandIdPrefix(propsId),
  });
}

async function hydrateComponentIsland(element: HTMLElement) {
  const name = element.getAttribute(COMPONENT_ISLAND_ATTRIBUTE)!;
  const load = components[`../shell/islands/${name}.tsx`];
  const propsId = element.getAttribute(ISLAND_PROPS_ATTRIBUTE)!;
  const props = JSON.parse(document.getElementById(propsId)?.textContent ?? 'null') as object | null;
  if (!load || !props) throw new Error(`unknown component island "${name}"`);
  const { default: Component } = await load();
  hydrateRoot(element, componentIslandRoot(settings, Component, props), { identifierPrefix: islandIdPrefix(propsId) });
}

const BOXLESS_TAGS = new Set(['LINK', 'META', 'SCRIPT', 'STYLE']);

/** Hydrates now, when the island scrolls into view, or when the browser is idle. */
function schedule(element: HTMLElement, mode: HydrationMode, hydrate: (element: HTMLElement) => Promise<void>) {
  const run = () => void hydrate(element).catch((error: unknown) => console.error('island failed to hydrate', error));
  if (mode === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    }, { rootMargin: '200px' });
    // The wrapper has no box of its own (display: contents), nor have the resource hints React
    // may put first (<link rel="preload"> for an eager image): watch the block inside it.
    observer.observe([...element.children].find((child) => !BOXLESS_TAGS.has(child.tagName)) ?? element);
  } else if (mode === 'idle' && 'requestIdleCallback' in window) {
    requestIdleCallback(run, { timeout: 2000 });
  } else {
    run();
  }
}

const hydrationModeOf = (element: HTMLElement) => (element.getAttribute(ISLAND_HYDRATE_ATTRIBUTE) ?? 'load') as HydrationMode;
function hydrateAll() {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) schedule(element, hydrationModeOf(element), hydrateIsland);
  for (const element of document.querySelectorAll<HTMLElement>(`[${COMPONENT_ISLAND_ATTRIBUTE}]`)) schedule(element, hydrationModeOf(element), hydrateComponentIsland);
}

// `?inspect` hands the page's machines to Stately's hosted inspector before any island starts
// one; the inspector's code is a chunk of its own, loaded only then.
if (new URLSearchParams(location.search).has('inspect')) {
  void import('../flows/browser-inspect')
    .then((module) => module.inspectMachines())
    .catch((error: unknown) => console.error('inspector failed to load', error))
    .finally(hydrateAll);
} else {
  hydrateAll();
}
