/**
 * What a visitor did to one form field, read from the DOM, and how to give it to the field again
 * as the browser would, so that React's handlers see it (see replay-early-edits.ts).
 */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface Edit {
  field: Field;
  replay: () => void;
  /** The field shows its served value again while the edit was another: a render put React's first value back. */
  lost: () => boolean;
  /** The field shows the edit, or lost it: not a value the island set since (an option chosen from a list). */
  stillOwn: () => boolean;
  /** Puts typed text back in the field, silently, where a render emptied it (text fields only). */
  putBack?: () => void;
  /** The text the server rendered (text fields only): a newer edit of the field keeps comparing with it. */
  servedText?: string;
}

export const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== 'hidden') ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

export const islandFields = (island: HTMLElement): Field[] => [...island.querySelectorAll('input, textarea, select')].filter(isField);

/** The event by which a field's edit reaches React: `input` for text, a click for a box, `change` for a list or a file. */
export function editEventFor(field: Field): 'input' | 'click' | 'change' {
  if (field instanceof HTMLSelectElement || field.type === 'file') return 'change';
  return isBox(field) ? 'click' : 'input';
}

/**
 * The field's edit as it stands, with the value the server rendered in it. React keeps a
 * controlled field's `defaultValue` equal to what it last rendered, so only the served value,
 * read before React renders anything new, tells a render that put the first value back from a
 * value the island set since (an option chosen from a list). A newer edit of a field already
 * edited keeps the `earlier` one's served value.
 */
export function readEdit(field: Field, earlier?: Edit): Edit {
  if (field instanceof HTMLSelectElement) return selectEdit(field);
  if (field.type === 'file') return fileEdit(field as HTMLInputElement);
  if (isBox(field)) return boxEdit(field as HTMLInputElement);
  return textEdit(field, earlier?.servedText);
}

/** A field the visitor (or the browser restoring a page) changed before any script saw it. */
export function restoredEdit(field: Field): Edit | undefined {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected) ? selectEdit(field) : undefined;
  if (field.type === 'file') return field instanceof HTMLInputElement && field.files?.length ? readEdit(field) : undefined;
  if (isBox(field)) {
    const box = field as HTMLInputElement;
    // A radio left for another one follows its group when that one is replayed.
    return box.checked !== box.defaultChecked && (box.checked || box.type === 'checkbox') ? boxEdit(box) : undefined;
  }
  return field.value === field.defaultValue ? undefined : textEdit(field);
}

const always = () => true;
const isBox = (field: Field) => field.type === 'checkbox' || field.type === 'radio';

/** The files chosen stay in the field (a render does not touch them): the island is told they changed. */
function fileEdit(input: HTMLInputElement): Edit {
  return { field: input, replay: () => input.dispatchEvent(new Event('change', { bubbles: true })), lost: () => false, stillOwn: always };
}

function textEdit(field: HTMLInputElement | HTMLTextAreaElement, served = field.defaultValue): Edit {
  const edited = field.value;
  const caret = selectionOf(field);
  return {
    field,
    replay: () => replayValue(field, edited, caret),
    lost: () => edited !== served && field.value === served,
    putBack: () => {
      nativeSetValue(field, edited);
      if (caret) field.setSelectionRange(caret[0], caret[1]);
    },
    stillOwn: () => field.value === edited || field.value === served,
    servedText: served,
  };
}

function boxEdit(box: HTMLInputElement): Edit {
  const edited = box.checked;
  const served = box.defaultChecked;
  return {
    field: box,
    replay: () => replayChecked(box, edited),
    lost: () => edited !== served && box.checked === served,
    stillOwn: always,
  };
}

function selectEdit(select: HTMLSelectElement): Edit {
  const chosen = () => [...select.options].filter((option) => option.selected).map((option) => option.value);
  const edited = chosen().join('\n');
  const served = [...select.options]
    .filter((option) => option.defaultSelected)
    .map((option) => option.value)
    .join('\n');
  return {
    field: select,
    replay: () => {
      const values = new Set(edited.split('\n'));
      for (const option of select.options) option.selected = values.has(option.value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    lost: () => edited !== served && chosen().join('\n') === served,
    stillOwn: () => [edited, served].includes(chosen().join('\n')),
  };
}

/**
 * The tracked value is set back to the rendered one through the element (React's tracker wraps
 * the element's setter), then the typed value is written beneath it with the prototype's setter,
 * keeping the caret where it was: React then sees the change.
 */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement, typed: string, caret: [number, number] | null) {
  field.value = field.defaultValue === typed ? `${typed} ` : field.defaultValue;
  nativeSetValue(field, typed);
  if (caret) field.setSelectionRange(caret[0], caret[1]);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Sets the value beneath React's tracker, which keeps the value React last rendered: its next `input` event is then a change to React. */
function nativeSetValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value);
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
