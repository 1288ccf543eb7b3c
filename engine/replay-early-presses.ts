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
 * itself hydrates the part an event lands on and dispatches it, so nothing is recorded any more.
 */
export function watchEarlyPresses(island: HTMLElement): { taken: () => void; replay: () => void } {
  // The node standing for the control pressed last, once asked.
  let pressed: (() => HTMLElement | undefined) | undefined;
  const record = (event: MouseEvent) => {
    const target = pressableOf(island, event.target);
    if (target) pressed = nodeStandingFor(island, target);
  };
  island.addEventListener('click', record, true);
  const taken = () => island.removeEventListener('click', record, true);
  return {
    taken,
    /** Called once the island's root has committed. */
    replay: () => {
      taken();
      const standing = pressed;
      pressed = undefined;
      if (!standing) return;
      // A frame later: components that mount their items again after hydration (react-aria's
      // collections) have put the item the visitor pressed back in the page by then.
      requestAnimationFrame(() => {
        const target = standing();
        if (target && !isDisabled(target)) target.click();
      });
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
