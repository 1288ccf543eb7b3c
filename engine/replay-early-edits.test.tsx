// @vitest-environment jsdom
import { Suspense, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { watchEarlyEdits } from './replay-early-edits';
import { AfterCommit } from '../tests/helpers/island-hydration';

/**
 * A controlled text field, box and list, and a plain (uncontrolled) day field, showing what React
 * holds. Once hydrated it renders again (as blocks that switch to their enhanced widgets do):
 * that render puts React's values back into the fields.
 */
function Form() {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [day, setDay] = useState('2026-05-01');
  const [travelClass, setTravelClass] = useState('2');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <form data-hydrated={hydrated}>
      <input aria-label="station" value={text} onChange={(event) => setText(event.target.value)} onFocus={() => setFocused(true)} />
      <input aria-label="agree" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <input aria-label="day" type="date" defaultValue="2026-05-01" onChange={(event) => setDay(event.target.value)} />
      <select aria-label="class" value={travelClass} onChange={(event) => setTravelClass(event.target.value)}>
        <option value="2">second</option>
        <option value="1">first</option>
      </select>
      <button type="button" onClick={() => setText('Paris Gare de Lyon')}>
        choose
      </button>
      <output>{`${text}|${focused}|${agreed}|${day}|${travelClass}`}</output>
    </form>
  );
}

const setActEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};
const field = (island: HTMLElement, label: string) => island.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
const shown = (island: HTMLElement) => island.querySelector('output')!.textContent;

/** Sets the field's value as the browser (or React's own render) does, beneath React's tracker, with no event. */
function setValueBeneathReact(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
}

/** Types as a browser does: the value changes, then an input event. */
function type(input: HTMLInputElement, text: string) {
  setValueBeneathReact(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Until the island hydrated, its boundary too (the form marks itself once its effects ran), then
 * a few tasks more for the replayed edits' renders: hydration is waited for, not timed, since a
 * busy machine can take longer than any fixed wait.
 */
async function settle(island: HTMLElement) {
  while (island.querySelector('form')?.dataset.hydrated !== 'true') await pause(10);
  await pause(100);
}

interface Moments {
  /** Before the page's script watches the island (or restored by the browser). */
  beforeScript?: (island: HTMLElement) => void;
  /** While the island's code loads: watched, not hydrated. */
  whileLoading?: (island: HTMLElement) => void;
  /** Once React's root is created on the island (its listeners are there), before it rendered anything. */
  whileHydrating?: (island: HTMLElement) => void;
  /** Right after the root committed (and the island entry read the fields), before the Suspense boundary around the form hydrated. */
  afterRootCommit?: (island: HTMLElement) => void;
}

/**
 * React's own listener on the island, created with its root: a key pressed in a field it has not
 * hydrated makes it hydrate the field at once (at the key's `textInput`, which Chromium sends after
 * `beforeinput`, for a letter with no `keydown`), which puts React's first value back, and it stops
 * the event there when a boundary inside is still waiting for its code.
 */
function reactHydratesOnTheKey(island: HTMLElement) {
  const hydrateAtOnce = (event: Event) => {
    setValueBeneathReact(event.target as HTMLInputElement, '');
    event.stopPropagation();
  };
  island.addEventListener('textInput', hydrateAtOnce, { capture: true, once: true });
}

/** Server HTML of the island, edits at the given moments, hydration as in a browser (outside act). */
async function hydrateWithEdits(moments: Moments, boundary = false): Promise<HTMLElement> {
  const island = document.createElement('div');
  const tree = (onDone: () => void) => (
    <AfterCommit onDone={onDone}>
      {boundary ? (
        <Suspense fallback={null}>
          <Form />
        </Suspense>
      ) : (
        <Form />
      )}
    </AfterCommit>
  );
  island.innerHTML = renderToString(tree(() => {}));
  document.body.append(island);
  moments.beforeScript?.(island);
  const watch = watchEarlyEdits(island);
  moments.whileLoading?.(island);
  setActEnvironment(false);
  hydrateRoot(
    island,
    tree(() => {
      watch.replay();
      moments.afterRootCommit?.(island);
    }),
  );
  if (moments.whileHydrating) reactHydratesOnTheKey(island);
  watch.reactListens();
  moments.whileHydrating?.(island);
  await settle(island);
  setActEnvironment(true);
  return island;
}

describe('edits made before an island hydrated', () => {
  afterEach(() => document.body.replaceChildren());

  it('reach the components: typed text, a ticked box, a changed day and a chosen class, with the focus the visitor gave', async () => {
    const island = await hydrateWithEdits({
      beforeScript: (form) => {
        field(form, 'station').focus();
        field(form, 'station').value = 'Paris Gare';
        field(form, 'agree').checked = true;
        field(form, 'day').value = '2026-12-24';
        form.querySelector('select')!.value = '1';
      },
    });
    expect(shown(island)).toBe('Paris Gare|true|true|2026-12-24|1');
    expect(field(island, 'station').value).toBe('Paris Gare');
    expect(field(island, 'agree').checked).toBe(true);
    expect(document.activeElement).toBe(field(island, 'station'));
  });

  it('keep what is typed, ticked and chosen while the code loads', async () => {
    const island = await hydrateWithEdits({
      whileLoading: (form) => {
        field(form, 'station').focus();
        type(field(form, 'station'), 'Lyon Part');
        field(form, 'agree').click();
        const travelClass = form.querySelector('select')!;
        travelClass.value = '1';
        travelClass.dispatchEvent(new Event('change', { bubbles: true }));
      },
    });
    expect(shown(island)).toBe('Lyon Part|true|true|2026-05-01|1');
    expect(field(island, 'station').value).toBe('Lyon Part');
  });

  it('keep the text typed so far when a key hydrates the field and React empties it just before the key lands', async () => {
    const island = await hydrateWithEdits(
      {
        whileLoading: (form) => {
          field(form, 'station').focus();
          type(field(form, 'station'), 'Mon bill');
        },
        afterRootCommit: (form) => {
          const station = field(form, 'station');
          // The key's own hydration put React's first value back (what a browser showed, as a person typed on).
          setValueBeneathReact(station, '');
          station.dispatchEvent(new Event('beforeinput', { bubbles: true }));
          type(station, `${station.value}e`);
        },
      },
      true,
    );
    expect(shown(island)).toBe('Mon bille|true|false|2026-05-01|2');
    expect(field(island, 'station').value).toBe('Mon bille');
  });

  const typeTheStart = (form: HTMLElement) => {
    field(form, 'station').focus();
    type(field(form, 'station'), 'Mon billet ');
  };
  /**
   * The next key, while React hydrates: its `beforeinput`, then its `textInput` in which React's
   * listener empties the field, then the browser inserts the key at the caret and, as Chromium
   * does when the field was emptied meanwhile, leaves the caret after the key's length from the start.
   */
  const nextKey = (form: HTMLElement) => {
    const station = field(form, 'station');
    station.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, data: 'é', inputType: 'insertText' }));
    station.dispatchEvent(new Event('textInput', { bubbles: true }));
    setValueBeneathReact(station, `${station.value}é`);
    station.setSelectionRange(1, 1);
    station.dispatchEvent(new Event('input', { bubbles: true }));
  };

  it.each([
    ['before the page’s script watched the island', { beforeScript: typeTheStart, whileHydrating: nextKey }],
    ['while the island’s code loaded', { whileLoading: typeTheStart, whileHydrating: nextKey }],
  ])('keep the text typed %s when the next key makes React empty the field while handling it', async (_when, moments) => {
    const island = await hydrateWithEdits(moments);
    expect(field(island, 'station').value).toBe('Mon billet é');
    expect(shown(island)).toBe('Mon billet é|true|false|2026-05-01|2');
  });

  it('put the caret after that key, where Chromium leaves it after the key’s length from the start', () => {
    // The watch alone, with no React to move the caret by hydrating on the key's input.
    const island = document.createElement('div');
    island.innerHTML = '<input aria-label="station">';
    document.body.append(island);
    const watch = watchEarlyEdits(island);
    typeTheStart(island);
    reactHydratesOnTheKey(island);
    watch.reactListens();
    nextKey(island);
    expect(field(island, 'station').value).toBe('Mon billet é');
    expect(field(island, 'station').selectionStart).toBe('Mon billet é'.length);
  });

  it('keep text typed after the root committed, in a field whose Suspense boundary has not hydrated yet', async () => {
    const island = await hydrateWithEdits({ afterRootCommit: (form) => type(field(form, 'station'), 'Marseille') }, true);
    expect(island.querySelector('form')!.dataset.hydrated).toBe('true');
    expect(shown(island)).toBe('Marseille|false|false|2026-05-01|2');
    expect(field(island, 'station').value).toBe('Marseille');
  });

  /** Hydrates with frames held back, acts once the boundary hydrated, then lets the replay run. */
  async function beforeTheReplay(moments: Moments, meanwhile: (island: HTMLElement) => void): Promise<HTMLElement> {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      const island = await hydrateWithEdits(moments, true);
      setActEnvironment(false);
      meanwhile(island);
      // React renders what the visitor did before the next frame.
      await settle(island);
      for (const frame of frames.splice(0)) frame(0);
      await settle(island);
      return island;
    } finally {
      setActEnvironment(true);
      requestFrame.mockRestore();
    }
  }

  it('give the newest text when the visitor typed again once React owned the field, before the replay', async () => {
    const island = await beforeTheReplay({ beforeScript: (form) => (field(form, 'station').value = 'Pa') }, (form) =>
      type(field(form, 'station'), 'Paris Nord'),
    );
    expect(shown(island)).toBe('Paris Nord|false|false|2026-05-01|2');
    expect(field(island, 'station').value).toBe('Paris Nord');
  });

  it('leave a value the island set since (an option chosen) as it is', async () => {
    const island = await beforeTheReplay({ whileLoading: (form) => type(field(form, 'station'), 'Paris Gare') }, (form) =>
      form.querySelector('button')!.click(),
    );
    expect(shown(island)).toBe('Paris Gare de Lyon|false|false|2026-05-01|2');
    expect(field(island, 'station').value).toBe('Paris Gare de Lyon');
  });

  it('leave what the visitor does once the island is theirs: a box ticked early, then unticked', async () => {
    const island = await hydrateWithEdits({ whileLoading: (form) => field(form, 'agree').click() });
    expect(shown(island)).toBe('|false|true|2026-05-01|2');
    setActEnvironment(false);
    field(island, 'agree').click();
    await settle(island);
    setActEnvironment(true);
    expect(shown(island)).toBe('|false|false|2026-05-01|2');
    expect(field(island, 'agree').checked).toBe(false);
  });

  it('keep the text typed on after the replay when a boundary committing late empties the field before the next key', async () => {
    const island = await hydrateWithEdits({
      whileLoading: (form) => {
        field(form, 'station').focus();
        type(field(form, 'station'), 'Mon billet éle');
      },
    });
    const station = field(island, 'station');
    setActEnvironment(false);
    // The visitor types on while the island settles.
    type(station, 'Mon billet élec');
    // A late commit puts React's first value back (what a busy machine showed), then the next key comes.
    setValueBeneathReact(station, '');
    station.dispatchEvent(new Event('beforeinput', { bubbles: true }));
    type(station, `${station.value}t`);
    await settle(island);
    setActEnvironment(true);
    expect(station.value).toBe('Mon billet élect');
    expect(shown(island)).toBe('Mon billet élect|true|false|2026-05-01|2');
  });

  it('leave untouched fields and their state alone', async () => {
    const island = await hydrateWithEdits({});
    expect(shown(island)).toBe('|false|false|2026-05-01|2');
  });
});
