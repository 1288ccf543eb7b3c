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
export function watchEarlyEdits(island: HTMLElement): () => void {
  const edits = new Map<Field, Edit>();
  // The focused element React was told about: a focus given before it owned the field was not.
  let focusTold: EventTarget | null = null;
  let replaying = false;
  // Once the edits are replayed, the fields are React's; until the island settles, what the
  // visitor types next is still kept against a late commit.
  let replayed = false;
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
   */
  const keepTypedText = (event: Event) => {
    const edit = isField(event.target) ? edits.get(event.target) : undefined;
    if (edit?.lost()) edit.putBack?.();
  };
  island.addEventListener('beforeinput', keepTypedText, true);
  // Capture: the island's own handlers (once it has any) may stop the event from bubbling, and
  // a missed focus must reach them before the event itself.
  const RECORDED_EVENTS = ['focusin', 'input', 'click', 'change', 'submit', 'reset'] as const;
  for (const type of RECORDED_EVENTS) island.addEventListener(type, record, true);
  const stopWatching = () => {
    edits.clear();
    for (const type of RECORDED_EVENTS) island.removeEventListener(type, record, true);
    island.removeEventListener('beforeinput', keepTypedText, true);
  };
  const replayEdits = (list: readonly Edit[]) => {
    tellEarlyFocus();
    // A field a render replaced (a plain day field become a date widget) took its value along.
    asReplay(() => {
      for (const edit of list) if (island.contains(edit.field) && edit.stillOwn()) edit.replay();
    });
  };

  /** Called once the island's root has committed. */
  return () => {
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
}

/** About ten seconds at 60 frames a second: code that has not hydrated the island by then failed. */
const OWNED_WITHIN_FRAMES = 600;
/** About two seconds after the replay, every boundary of the island has committed. */
const SETTLING_FRAMES = 120;

/** React has hydrated the element: it set its props on it. */
const isOwned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
