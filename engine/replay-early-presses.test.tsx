// @vitest-environment jsdom
import { startTransition, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { watchEarlyPresses } from './replay-early-presses';
import { AfterCommit, frames } from '../tests/helpers/island-hydration';

/** A help block's button opening its form, and a link and a submit button beside it. */
function HelpBlock() {
  const [opened, setOpened] = useState(0);
  return (
    <form action="/aide">
      <Button onPress={() => setOpened((count) => count + 1)}>Renvoyer l’e-mail</Button>
      <p>opened {opened}</p>
      <a href="#faq">FAQ</a>
      <button type="submit">Envoyer</button>
    </form>
  );
}

/** react-aria tabs: once hydrated, their collection mounts its items again as new nodes. */
function RegionTabs() {
  return (
    <Tabs>
      <TabList aria-label="regions">
        <Tab id="map">Carte</Tab>
        <Tab id="list">Liste</Tab>
      </TabList>
      <TabPanel id="map">map</TabPanel>
      <TabPanel id="list">list</TabPanel>
    </Tabs>
  );
}

/** The island's server HTML, watched from the page's start as the island entry does. */
function serverIsland(content: ReactNode) {
  document.body.innerHTML = `<div id="island">${renderToString(content)}</div>`;
  const island = document.getElementById('island')!;
  return { island, presses: watchEarlyPresses(island) };
}

/** React takes the island (as a transition, as the entry does); the presses replay after its commit. */
function hydrate(island: HTMLElement, presses: ReturnType<typeof watchEarlyPresses>, content: ReactNode) {
  presses.taken();
  startTransition(() => {
    hydrateRoot(island, <AfterCommit onDone={presses.replay}>{content}</AfterCommit>);
  });
}

/** What a mouse's press sends, in two halves: the pointer going down, then up with its click. */
const pointerDown = (target: HTMLElement) => {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, pointerType: 'mouse', button: 0 }));
  target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0, detail: 1 }));
};
const pointerUp = (target: HTMLElement) => {
  target.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, cancelable: true, pointerType: 'mouse', button: 0 }));
  target.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true, button: 0, detail: 1 }));
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, detail: 1 }));
};

const button = (name: string) => [...document.querySelectorAll<HTMLElement>('button, [role="tab"]')].find((b) => b.textContent === name)!;
const openedText = () => document.querySelector('p')!.textContent;

describe('watchEarlyPresses', () => {
  // The browser's way: hydration and the replay run on their own, not inside act().
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('presses again, once hydrated, a button pressed while its code was loading', async () => {
    const { island, presses } = serverIsland(<HelpBlock />);
    button('Renvoyer l’e-mail').click();
    hydrate(island, presses, <HelpBlock />);
    await frames(5);
    expect(openedText()).toBe('opened 1');
  });

  it('presses it once, not twice, when the visitor pressed it several times before', async () => {
    const { island, presses } = serverIsland(<HelpBlock />);
    button('Renvoyer l’e-mail').click();
    button('Renvoyer l’e-mail').click();
    hydrate(island, presses, <HelpBlock />);
    await frames(5);
    expect(openedText()).toBe('opened 1');
  });

  it('leaves alone what the browser does by itself: a link followed, a form submitted', async () => {
    const { island, presses } = serverIsland(<HelpBlock />);
    const submits: Event[] = [];
    island.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push(event);
    });
    document.querySelector<HTMLElement>('a')!.click();
    button('Envoyer').click();
    expect(submits).toHaveLength(1);
    hydrate(island, presses, <HelpBlock />);
    await frames(5);
    expect(submits).toHaveLength(1);
    expect(openedText()).toBe('opened 0');
  });

  it('records nothing once React has the island: a press during hydration is React’s, and counts once', async () => {
    const { island, presses } = serverIsland(<HelpBlock />);
    hydrate(island, presses, <HelpBlock />);
    button('Renvoyer l’e-mail').click();
    await frames(5);
    expect(openedText()).toBe('opened 1');
  });

  it('counts once a press whose pointer went down before React took the island and came up while it hydrated', async () => {
    const { island, presses } = serverIsland(<HelpBlock />);
    pointerDown(button('Renvoyer l’e-mail'));
    hydrate(island, presses, <HelpBlock />);
    pointerUp(button('Renvoyer l’e-mail'));
    await frames(5);
    expect(openedText()).toBe('opened 1');
  });

  it('counts once a press begun before React took the island and ended after it committed', async () => {
    const { island, presses } = serverIsland(<HelpBlock />);
    pointerDown(button('Renvoyer l’e-mail'));
    hydrate(island, presses, <HelpBlock />);
    await frames(5);
    pointerUp(button('Renvoyer l’e-mail'));
    await frames(5);
    expect(openedText()).toBe('opened 1');
    // The next press is React's alone.
    pointerDown(button('Renvoyer l’e-mail'));
    pointerUp(button('Renvoyer l’e-mail'));
    await frames(5);
    expect(openedText()).toBe('opened 2');
  });

  it('selects the tab pressed early, though react-aria mounted it again as a new node', async () => {
    const { island, presses } = serverIsland(<RegionTabs />);
    button('Liste').click();
    hydrate(island, presses, <RegionTabs />);
    await frames(5);
    expect(button('Liste').getAttribute('aria-selected')).toBe('true');
  });
});
