// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { replayEarlyEdits } from './replay-early-edits';

/** A controlled text field and box, and a plain (uncontrolled) day field, showing what React holds. */
function Form() {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [day, setDay] = useState('2026-05-01');
  return (
    <form>
      <input aria-label="station" value={text} onChange={(event) => setText(event.target.value)} onFocus={() => setFocused(true)} />
      <input aria-label="agree" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <input aria-label="day" type="date" defaultValue="2026-05-01" onChange={(event) => setDay(event.target.value)} />
      <output>{`${text}|${focused}|${agreed}|${day}`}</output>
    </form>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function hydrateAfterEdits(edit: (island: HTMLElement) => void): Promise<HTMLElement> {
  const island = document.createElement('div');
  island.innerHTML = renderToString(<Form />);
  document.body.append(island);
  edit(island);
  await act(async () => {
    hydrateRoot(island, <Form />);
  });
  // Outside act, as in a browser: each replayed event re-renders the island at once.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  replayEarlyEdits(island);
  await new Promise((resolve) => setTimeout(resolve, 0));
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  return island;
}

const field = (island: HTMLElement, label: string) => island.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;

describe('edits made before an island hydrated', () => {
  afterEach(() => document.body.replaceChildren());

  it('reach the components: typed text, a ticked box and a changed day, with the focus the visitor gave', async () => {
    const island = await hydrateAfterEdits((form) => {
      field(form, 'station').focus();
      field(form, 'station').value = 'Paris Gare';
      field(form, 'agree').checked = true;
      field(form, 'day').value = '2026-12-24';
    });
    expect(island.querySelector('output')!.textContent).toBe('Paris Gare|true|true|2026-12-24');
    expect(field(island, 'station').value).toBe('Paris Gare');
    expect(field(island, 'agree').checked).toBe(true);
    expect(document.activeElement).toBe(field(island, 'station'));
  });

  it('leave untouched fields and their state alone', async () => {
    const island = await hydrateAfterEdits(() => {});
    expect(island.querySelector('output')!.textContent).toBe('|false|false|2026-05-01');
  });
});
