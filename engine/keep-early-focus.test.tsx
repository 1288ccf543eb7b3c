// @vitest-environment jsdom
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { keepEarlyFocus } from './keep-early-focus';
import { AfterCommit, frames } from '../tests/helpers/island-hydration';

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
