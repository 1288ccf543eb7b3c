/**
 * A visitor can type into a server-rendered form before its island hydrates (an island
 * hydrated on first use loads its code while they type). Hydration keeps what is in the DOM but
 * tells no component: React's state still holds the server's value, so a controlled field would
 * be reset on its next render and an autocomplete would never search the typed text.
 *
 * Once the island's root has committed and React owns the edited fields (a Suspense boundary in
 * the island hydrates after its root commits), each field whose value differs from the one React
 * rendered (its `defaultValue`/`defaultChecked`, which hydration sets to the rendered value) is
 * given its value again as the browser would: a `focusin` first for the focused field (its
 * focus happened before any handler existed, and widgets such as a combo box open their list
 * only while they know they are focused), then an `input` event, or a click for a box.
 */
export function replayEarlyEdits(island: HTMLElement): void {
  // Read every edit now, while the fields are as the visitor left them: once React owns them, a
  // render (the first replayed event, or a component's own effect) puts its values back.
  const edits = [...island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].flatMap(editOf);
  let frames = 0;
  const whenOwned = () => {
    if (edits.every(({ field }) => Object.keys(field).some((key) => key.startsWith('__reactProps')))) replay(island, edits);
    // A boundary that never hydrates (its code failed) leaves the fields as the visitor left them.
    else {
      frames += 1;
      if (frames < 600) requestAnimationFrame(whenOwned);
    }
  };
  whenOwned();
}

interface Edit {
  field: HTMLInputElement | HTMLTextAreaElement;
  replay: () => void;
}

function editOf(field: HTMLInputElement | HTMLTextAreaElement): Edit[] {
  if (isBox(field)) {
    // A radio left for another one follows its group when that one is replayed.
    const { checked } = field;
    return checked !== field.defaultChecked && (checked || field.type === 'checkbox')
      ? [{ field, replay: () => replayChecked(field, checked) }]
      : [];
  }
  if (field.type === 'hidden' || field.value === field.defaultValue) return [];
  const { value } = field;
  const caret = selectionOf(field);
  // Text typed after this point, while the rest hydrated, is the newer one.
  return [
    {
      field,
      replay: () =>
        field.value !== field.defaultValue ? replayValue(field, field.value, selectionOf(field)) : replayValue(field, value, caret),
    },
  ];
}

function replay(island: HTMLElement, edits: readonly Edit[]) {
  const focused = island.ownerDocument.activeElement;
  if (focused instanceof HTMLElement && island.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  for (const edit of edits) edit.replay();
}

const isBox = (field: HTMLInputElement | HTMLTextAreaElement): field is HTMLInputElement =>
  field.type === 'checkbox' || field.type === 'radio';

/**
 * React notices a change against the value its tracker last saw: the tracked value is set back
 * to the rendered one through the element (React's tracker wraps the element's setter), then the
 * typed value is written beneath it with the prototype's setter, keeping the caret where it was.
 */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement, typed: string, caret: [number, number] | null) {
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, typed);
  if (caret) field.setSelectionRange(caret[0], caret[1]);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A box ticked or unticked (or a radio chosen) early: set back through the tracker, then clicked as the visitor did. */
function replayChecked(field: HTMLInputElement, checked: boolean) {
  field.checked = !checked;
  field.click();
}

/** Text fields have a caret; date, number and similar inputs throw when asked for one. */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd];
  } catch {
    return null;
  }
}
