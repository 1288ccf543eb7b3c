// @vitest-environment jsdom
import { forEachDiagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { act, render } from '@testing-library/react';
import type { DraftProblem } from '../problems';
import { JsonEditor } from './JsonEditor';

const TEXT = '{\n  "blocks": [{ "type": "quote", "text": "" }]\n}';
const EMPTY_TEXT: DraftProblem = {
  file: 'site/content/pages/night-trains.en.json',
  pointer: '/blocks/0/text',
  reason: 'minLength',
  message: 'quote: must NOT have fewer than 1 characters',
};

function underlined(container: HTMLElement): string[] {
  const view = EditorView.findFromDOM(container.querySelector<HTMLElement>('.cm-editor')!)!;
  const messages: string[] = [];
  forEachDiagnostic(view.state, (diagnostic) => messages.push(diagnostic.message));
  return messages;
}

describe('the JSON editor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('underlines problems the server finds after its lint has already run', async () => {
    const editor = (problems: DraftProblem[]) => <JsonEditor text={TEXT} schema={{}} problems={problems} onText={() => {}} />;
    const { container, rerender } = render(editor([]));
    // The editor's first lint runs, finding nothing, before the server answers (a slow answer).
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(underlined(container)).toEqual([]);

    rerender(editor([EMPTY_TEXT]));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(underlined(container)).toEqual([EMPTY_TEXT.message]);
  });
});
