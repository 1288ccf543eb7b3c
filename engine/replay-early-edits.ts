import { editEventFor, readEdit, islandFields, isField, restoredEdit, type Edit, type Field } from './field-edits';

/**
 * A visitor can type into a server-rendered form before its island hydrates (an island
 * hydrated on first use loads its code while they type). Hydration keeps what is in the DOM but
 * tells no component: React's state still holds the server's value, so a controlled field would
 * be reset on its next render and an autocomplete would never search the typed text.
 *
 * Edits reach an island in three ways before React owns its fields, and each is kept:
 * - before the page's script ran (or restored by the browser): the field's value differs from the
 *   one React rendered (its `defaultValue`/`defaultChecked`, which hydration sets) when the
 *   island's root commits;
 * - while the island's code loads: no React handler exists yet;
 * - after its root committed, in a field inside a Suspense boundary that has not hydrated yet:
 *   React hydrates the boundary at once for that event, but it starts tracking the field with
 *   the value already typed, so it sees no change and the component never learns of it.
 * The last two are recorded as they happen, until every field of the island is React's; then
 * each edit is given to the field again as the browser would: a `focusin` first for the focused field (its focus happened before any handler
 * existed, and widgets such as a combo box open their list only while they know they are
 * focused), then an `input` event, a click for a box, or a `change` for a list or a file. The
 * visitor's next action after that replay ends the watch.
 */
export function watchEarlyEdits(island: HTMLElement): { reactListens: () => void; replay: () => void } {
  const edits = new Map<Field, Edit>();
  // The focused element React was told about: a focus given before it owned the field was not.
  let focusTold: EventTarget | null = null;
  let replaying = false;
  // Once the edits are replayed, the fields are React's; until the island settles, what the
  // visitor types next is still kept against a late commit.
  let replayed = false;
  // Where the caret belongs once the key whose text was put back is in (see keepTypedText).
  let caretAfterKey: { field: HTMLInputElement | HTMLTextAreaElement; at: number; length: number } | undefined;
  const asReplay = (run: () => void) => {
    replaying = true;
    try {
      run();
    } finally {
      replaying = false;
    }
  };
  /** Tells the island of a focus it missed, before the event that follows (widgets act on focus). */
  const tellEarlyFocus = () => {
    const focused = island.ownerDocument.activeElement;
    if (!(focused instanceof HTMLElement) || !island.contains(focused) || focused === focusTold || !isOwned(focused)) return;
    focusTold = focused;
    asReplay(() => focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  };
  const record = (event: Event) => {
    const field = event.target;
    if (replaying) return;
    if (event.type === 'input' && caretAfterKey?.field === field) {
      const { field: text, at, length } = caretAfterKey;
      const inserted = text.value.length - length;
      if (inserted >= 0) text.setSelectionRange(at + inserted, at + inserted);
      caretAfterKey = undefined;
    }
    if (event.type === 'focusin') {
      focusTold = field instanceof Element && isOwned(field) ? field : null;
      return;
    }
    const edited = isField(field) && editEventFor(field) === event.type;
    if (replayed) {
      // A submitted or reset form: nothing early is left to keep.
      if (event.type === 'submit' || event.type === 'reset') stopWatching();
      // The visitor typing on while the island settles: a boundary committing late can still put
      // its first value back (seen on a busy machine: the contact form's message kept only the
      // keys typed after that commit), so their newest text is what is kept from now on.
      // (compared with what the server rendered: React's own renders moved the field's default since).
      else if (edited) edits.set(field, readEdit(field, edits.get(field)));
      return;
    }
    if (!edited) return;
    tellEarlyFocus();
    // Whether React saw it cannot be told for sure (a field it rendered may not be committed
    // yet): every edit is kept, the newest of each field, and giving React a value it already
    // holds changes nothing.
    edits.set(field, readEdit(field));
  };
  /**
   * React hydrates a boundary at once for a key pressed in it, and hydrating a controlled field
   * puts its first value back just before the browser inserts the key: the text typed so far
   * would be gone and the key would land in an empty field. The text is put back first, so the
   * key lands where the visitor typed it and React sees the whole text in the `input` that follows.
   * React empties the field either earlier (a slice of its hydration that committed between two
   * keys, or the key's `keydown`) or during the key's `textInput`, which Chromium sends after
   * `beforeinput`, just before it inserts the text (a letter such as "é" has no `keydown`): React
   * hydrates in its own capture listener on the island, which runs after this watch's and may
   * stop the event there. So the text is read before React's listener (text typed before this
   * watch began was never recorded) and put back both before and after it: the second listener
   * is added once React's is.
   */
  const keepTypedTextBeforeReact = (event: Event) => {
    const field = event.target;
    if (!isField(field)) return;
    if (!replayed && !edits.has(field)) {
      const typedUnseen = restoredEdit(field);
      if (typedUnseen) edits.set(field, typedUnseen);
    }
    keepTypedText(event);
  };
  const keepTypedText = (event: Event) => {
    const edit = isField(event.target) ? edits.get(event.target) : undefined;
    if (!edit?.lost() || !edit.putBack) return;
    edit.putBack();
    // Chromium inserts the key where the text put back has its caret, but may leave the caret
    // where it would have been in the emptied field (after the first letter): the next key would
    // land there. It is put after the key when its input comes.
    const field = edit.field as HTMLInputElement | HTMLTextAreaElement;
    // A field with no caret (an e-mail) says null.
    if (field.selectionStart !== null) caretAfterKey = { field, at: field.selectionStart, length: field.value.length };
  };
  for (const type of KEY_EVENTS) island.addEventListener(type, keepTypedTextBeforeReact, true);
  // Capture: the island's own handlers (once it has any) may stop the event from bubbling, and
  // a missed focus must reach them before the event itself.
  const RECORDED_EVENTS = ['focusin', 'input', 'click', 'change', 'submit', 'reset'] as const;
  for (const type of RECORDED_EVENTS) island.addEventListener(type, record, true);
  const stopWatching = () => {
    edits.clear();
    for (const type of RECORDED_EVENTS) island.removeEventListener(type, record, true);
    for (const type of KEY_EVENTS) {
      island.removeEventListener(type, keepTypedTextBeforeReact, true);
      island.removeEventListener(type, keepTypedText, true);
    }
  };
  const replayEdits = (list: readonly Edit[]) => {
    tellEarlyFocus();
    // A field a render replaced (a plain day field become a date widget) took its value along.
    asReplay(() => {
      for (const edit of list) if (island.contains(edit.field) && edit.stillOwn()) edit.replay();
    });
  };

  /** Called once the island's root has committed. */
  const replay = () => {
    // Read at once: once React owns the fields, a render puts its values back. An edit recorded
    // earlier is the same or newer.
    for (const field of islandFields(island)) {
      const edit = edits.has(field) ? undefined : restoredEdit(field);
      if (edit) edits.set(field, edit);
    }
    let frames = 0;
    const whenOwned = () => {
      // A boundary that never hydrates (its code failed) leaves the fields as the visitor left them.
      if (!islandFields(island).every(isOwned) && ++frames < OWNED_WITHIN_FRAMES) {
        requestAnimationFrame(whenOwned);
        return;
      }
      replayEdits([...edits.values()]);
      replayed = true;
      frames = 0;
      if (edits.size) requestAnimationFrame(whileSettling);
      else stopWatching();
    };
    // A field is React's once hydration rendered it, but its boundary may commit a little later:
    // an event replayed in between can miss the component, and the commit then puts the first
    // value back. Such a field is given its edit again (the newest, if the visitor typed on),
    // until the island has settled or the form was sent or reset.
    const whileSettling = () => {
      const lost = [...edits.values()].filter((edit) => edit.lost());
      if (lost.length) replayEdits(lost);
      if (edits.size && ++frames < SETTLING_FRAMES) requestAnimationFrame(whileSettling);
      else stopWatching();
    };
    whenOwned();
  };
  return {
    /** Called once React's root is created on the island: its event listeners are there. */
    reactListens: () => {
      for (const type of KEY_EVENTS) island.addEventListener(type, keepTypedText, true);
    },
    replay,
  };
}

/** The events of a key, before its text is inserted, in which React may hydrate the field and empty it. */
const KEY_EVENTS = ['beforeinput', 'textInput'] as const;

/** About ten seconds at 60 frames a second: code that has not hydrated the island by then failed. */
const OWNED_WITHIN_FRAMES = 600;
/** About two seconds after the replay, every boundary of the island has committed. */
const SETTLING_FRAMES = 120;

/** React has hydrated the element: it set its props on it. */
const isOwned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
