// @vitest-environment jsdom
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { keepEarlyFocus } from './keep-early-focus';

/** react-aria tabs: once hydrated, their collection mounts its items again as new nodes. */
const REGIONS = ['Île-de-France', 'TER', 'Corse'];
function RegionTabs() {
  return (
    <Tabs keyboardActivation="manual">
      <TabList aria-label="regions">
        {REGIONS.map((name) => (
          <Tab key={name} id={name}>
            {name}
          </Tab>
        ))}
      </TabList>
      {REGIONS.map((name) => (
        <TabPanel key={name} id={name}>
          {name}
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** Calls `onDone` after the root's first commit, as the island entry does. */
function AfterCommit({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit.
  useEffect(onDone, []);
  return children;
}

/** Lets hydration, react-aria's second mount and the keeper run, as the browser would. */
async function frames(count: number) {
  for (let frame = 0; frame < count; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Server HTML in an island, its first tab focused by the visitor, then hydrated with or without the keeper. */
async function hydrateWithFocusedTab(keep: boolean) {
  document.body.innerHTML = `<button>before</button><div id="island">${renderToString(<RegionTabs />)}</div>`;
  const island = document.getElementById('island')!;
  const firstTab = () => island.querySelector<HTMLElement>('[role="tab"]')!;
  firstTab().focus();
  const kept = keep ? keepEarlyFocus(island) : () => {};
  hydrateRoot(
    island,
    <AfterCommit onDone={kept}>
      <RegionTabs />
    </AfterCommit>,
  );
  await frames(5);
  return { island, firstTab };
}

describe('keepEarlyFocus', () => {
  it('hydrated alone, the tabs drop the focused node: the focus falls to the page', async () => {
    await hydrateWithFocusedTab(false);
    expect(document.activeElement).toBe(document.body);
  });

  it('gives the focus to the tab that replaced the one focused, and the arrow keys move from it', async () => {
    const { firstTab } = await hydrateWithFocusedTab(true);
    expect(document.activeElement).toBe(firstTab());
    firstTab().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await frames(2);
    expect(document.activeElement?.textContent).toBe('TER');
  });

  it('leaves the focus where the visitor moved it meanwhile', async () => {
    document.body.innerHTML = `<button>elsewhere</button><div id="island">${renderToString(<RegionTabs />)}</div>`;
    const island = document.getElementById('island')!;
    island.querySelector<HTMLElement>('[role="tab"]')!.focus();
    const kept = keepEarlyFocus(island);
    const elsewhere = document.querySelector('button')!;
    elsewhere.focus();
    hydrateRoot(
      island,
      <AfterCommit onDone={kept}>
        <RegionTabs />
      </AfterCommit>,
    );
    await frames(5);
    expect(document.activeElement).toBe(elsewhere);
  });
});
