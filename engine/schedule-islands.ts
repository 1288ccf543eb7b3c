import type { HydrationMode } from './definition';
import { islandFields, restoredEdit } from './field-edits';
import { COMPONENT_ISLAND_ATTRIBUTE, HYDRATE_NOW_EVENT, ISLAND_ATTRIBUTE, ISLAND_HYDRATE_ATTRIBUTE } from './islands';
import { keepEarlyFocus } from './keep-early-focus';
import { watchEarlyEdits } from './replay-early-edits';
import { watchEarlyPresses } from './replay-early-presses';
import { warmIntlSoon } from './warm-intl';

/** What the island's scheduler learns of a hydration: React took the island (its root and listeners are there), then its root committed. */
export interface HydrationHooks {
  onTaken: () => void;
  onCommit: () => void;
}

/** What hydrates an island once its time has come: React, the engine's roots and the site's registries (`./hydrate-islands`). */
export interface IslandHydrator {
  hydrateBlockIsland: (element: HTMLElement, hooks: HydrationHooks) => Promise<void>;
  hydrateComponentIsland: (element: HTMLElement, hooks: HydrationHooks) => Promise<void>;
}

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
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    element.removeEventListener(HYDRATE_NOW_EVENT, run);
    void hydrate({ onTaken, onCommit }).catch((error: unknown) => console.error('island failed to hydrate', error));
  };
  // Whatever its mode, a page script may need the island now (HYDRATE_NOW_EVENT).
  element.addEventListener(HYDRATE_NOW_EVENT, run, { once: true });
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
 * The browser side of islands, for any site, with no framework of its own: finds every block
 * island and component island of the page and, when its mode says, has it hydrated as a root of
 * its own. React and the hydrator come with the first island that needs them (`loadHydrator`,
 * a dynamic import): a page whose islands wait for the visitor runs no React until they act.
 */
export function scheduleIslands(loadHydrator: () => Promise<IslandHydrator>): void {
  let hydrator: Promise<IslandHydrator> | undefined;
  // Loaded once for every island; a load that failed (a network cut) is tried again by the next island.
  const hydratorOnce = () => {
    if (!hydrator) {
      warmIntlSoon(document.documentElement.lang || navigator.language);
      hydrator = loadHydrator().catch((error: unknown) => {
        hydrator = undefined;
        throw error;
      });
    }
    return hydrator;
  };
  const modeOf = (element: HTMLElement) => (element.getAttribute(ISLAND_HYDRATE_ATTRIBUTE) ?? 'load') as HydrationMode;
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`))
    schedule(element, modeOf(element), async (hooks) => (await hydratorOnce()).hydrateBlockIsland(element, hooks));
  for (const element of document.querySelectorAll<HTMLElement>(`[${COMPONENT_ISLAND_ATTRIBUTE}]`))
    schedule(element, modeOf(element), async (hooks) => (await hydratorOnce()).hydrateComponentIsland(element, hooks));
}
