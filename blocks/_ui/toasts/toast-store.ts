import { createActor, type Actor } from 'xstate';
import { toastsMachine, type ToastRequest } from '../../../machines/toasts';

/**
 * One toast list per page. Islands are separate React roots, so the list lives in this module
 * (shared by every island's code) rather than in a React context.
 */
let actor: Actor<typeof toastsMachine> | undefined;
let lastId = 0;

export function toastActor(): Actor<typeof toastsMachine> {
  actor ??= createActor(toastsMachine).start();
  return actor;
}

/** Shows a toast; returns its id, or null when 3 are already visible and it was not added. */
export function showToast(request: ToastRequest): string | null {
  const id = `toast-${++lastId}`;
  toastActor().send({ type: 'toast.add', id, request });
  return toastActor()
    .getSnapshot()
    .context.toasts.some((toast) => toast.id === id)
    ? id
    : null;
}

export function closeToast(id: string): void {
  toastActor().send({ type: 'toast.close', id });
}

/** Tests start each case from an empty list. */
export function resetToastsForTests(): void {
  actor?.stop();
  actor = undefined;
}
