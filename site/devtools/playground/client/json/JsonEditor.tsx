import { autocompletion } from '@codemirror/autocomplete';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { forceLinting, linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState, StateEffect } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { getJsonPointers, jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import { useEffect, useRef } from 'react';
import type { DraftProblem } from '../problems';
import { problemRange } from './problem-ranges';

/** The user event of the text the form writes into the editor. */
const FORM_SYNC = 'playground.sync';

/**
 * Marks the transaction that brings the loader's new problems. CodeMirror's `forceLinting` runs
 * only a lint already waiting for its delay: problems that arrive after that run (the server
 * slower than the 750 ms delay) would stay unshown until the next key typed. This effect makes
 * the linter wait again, so `forceLinting` has a run to bring forward.
 */
const problemsChanged = StateEffect.define<null>();

/** The page's nonce: CodeMirror adds its own style elements, which the site's policy allows only with it. */
function pageNonce(): string {
  return (document.querySelector('meta[property="csp-nonce"]') as HTMLMetaElement | null)?.nonce ?? '';
}

/** The loader's problems where their pointers stand in the text. */
function problemDiagnostics(editor: EditorView, problems: readonly DraftProblem[]): Diagnostic[] {
  const pointers = getJsonPointers(editor.state, 'json4');
  return problems.map((problem) => ({
    ...problemRange(pointers, problem.pointer, editor.state.doc.length),
    severity: 'error',
    message: problem.message,
    source: 'validate-content',
  }));
}

/**
 * The page's JSON in CodeMirror 6, with the project's schemas: completion of block types and
 * properties, documentation on hover, and the loader's problems underlined at their pointers
 * (the same messages as `npm run validate-content`). The text the form writes replaces the
 * editor's when they differ; what is typed goes back through `onText`.
 */
export function JsonEditor({
  text,
  schema,
  problems,
  onText,
}: {
  text: string;
  schema: Record<string, unknown>;
  problems: readonly DraftProblem[];
  onText: (text: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const problemsRef = useRef(problems);
  problemsRef.current = problems;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once; text and problems reach it through the effects below.
  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          basicSetup,
          EditorView.cspNonce.of(pageNonce()),
          // Long lines wrap: the editor never scrolls on its own, so the page's scrolling is the keyboard's.
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': 'Page document (JSON)' }),
          json(),
          // One linter for both: a second one (or setDiagnostics) would be replaced by the first at its next run.
          linter((view) => [...jsonParseLinter()(view), ...problemDiagnostics(view, problemsRef.current)], {
            needsRefresh: (update) =>
              update.transactions.some((transaction) => transaction.effects.some((effect) => effect.is(problemsChanged))),
          }),
          lintGutter(),
          jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
          // Completion walks the schemas of every block (a second or more per key on a busy
          // machine): it opens on Ctrl+Space, not at each key typed.
          autocompletion({ activateOnTyping: false }),
          hoverTooltip(jsonSchemaHover()),
          stateExtensions(schema as Parameters<typeof stateExtensions>[0]),
          EditorView.updateListener.of((update) => {
            // What the form wrote is not sent back to it.
            if (update.docChanged && !update.transactions.some((transaction) => transaction.isUserEvent(FORM_SYNC)))
              onTextRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === text) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text }, userEvent: FORM_SYNC });
  }, [text]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the linter reads the problems from their ref; new ones run it again.
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch({ effects: problemsChanged.of(null) });
    forceLinting(editor);
  }, [problems]);

  return <div ref={host} className="pg-json" />;
}
