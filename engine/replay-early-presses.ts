import { nodeStandingFor } from './keep-early-focus';

/**
 * A visitor can press a button of a server-rendered island before React owns it (its code still
 * loading on a slow phone, or an island hydrated on first use whose first use is that press).
 * A `<button type="button">`, a tab or a menu item does nothing by itself, so that press would
 * be lost, and the visitor would have to guess that they must press again.
 *
 * So the last such press is remembered until React takes the island; once the island's root has
 * committed, it is given again, as a click the component handles as any other (react-aria takes
 * a click with no pointer before it as a keyboard or assistive press). Presses whose browser
 * action works without script (links, submit buttons, fields) are left alone: the browser
 * already did what the visitor asked. After React takes the island (`hydrateRoot` called), React
 * itself hydrates the part an event lands on and dispatches it, so a press begun then is React's.
 *
 * A press that straddles that moment is ours to finish: its pointer went down before React took
 * the island and came up after (a tap of a tenth of a second while a cached chunk loads). React
 * would get its click alone, and react-aria ignores a pointer's click whose press it never saw
 * start. That click is stopped before React's listeners and given again once the island has
 * committed, so the press counts once, whichever side of the moment it ends on.
 */
export function watchEarlyPresses(island: HTMLElement): { taken: () => void; replay: () => void } {
  // The node standing for the control pressed last, once asked.
  let pressed: (() => HTMLElement | undefined) | undefined;
  // A pointer went down on a control before React took the island; its click has not come yet.
  let pressBegunEarly = false;
  let owned = false;
  let committed = false;
  // The press given again is our own click: not one to record.
  let giving = false;

  const begin = (event: Event) => {
    if (owned) {
      // Once React owns the island, a new press is wholly React's (and an unfinished early one is dropped).
      pressBegunEarly = false;
      stop();
      return;
    }
    pressBegunEarly = pressableOf(island, event.target) !== undefined;
  };
  const record = (event: MouseEvent) => {
    const target = pressableOf(island, event.target);
    if (!target || giving) return;
    if (owned && !pressBegunEarly) return stop();
    if (owned) {
      // The click of a press begun before React took the island: React must not get it halved.
      event.stopImmediatePropagation();
      event.preventDefault();
    }
    pressBegunEarly = false;
    pressed = nodeStandingFor(island, target);
    if (committed) give();
  };
  // Capturing on the island itself, before React's own listeners there (added when it takes it).
  island.addEventListener('pointerdown', begin, true);
  island.addEventListener('click', record, true);
  const stop = () => {
    island.removeEventListener('pointerdown', begin, true);
    island.removeEventListener('click', record, true);
  };
  const give = () => {
    const standing = pressed;
    pressed = undefined;
    if (!pressBegunEarly) stop();
    if (!standing) return;
    // A frame later: components that mount their items again after hydration (react-aria's
    // collections) have put the item the visitor pressed back in the page by then.
    requestAnimationFrame(() => {
      const target = standing();
      if (!target || isDisabled(target)) return;
      giving = true;
      target.click();
      giving = false;
    });
  };
  return {
    taken: () => {
      owned = true;
      if (!pressBegunEarly) stop();
    },
    /** Called once the island's root has committed. */
    replay: () => {
      committed = true;
      give();
    },
  };
}

/** Roles whose press is the component's to act on: the element does nothing without script. */
const SCRIPTED_ROLES = new Set(['button', 'tab', 'switch', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem']);

/** The control a click landed on, if pressing it does nothing until a script handles it. */
function pressableOf(island: HTMLElement, target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest<HTMLElement>('a[href], button, input, select, textarea, label, summary, [role]');
  if (!control || !island.contains(control)) return undefined;
  if (control instanceof HTMLButtonElement) return control.type === 'button' ? control : undefined;
  const role = control.getAttribute('role');
  const native = control.matches('a[href], input, select, textarea, label, summary');
  return !native && role && SCRIPTED_ROLES.has(role) ? control : undefined;
}

const isDisabled = (element: HTMLElement) => element.matches(':disabled, [aria-disabled="true"]');
