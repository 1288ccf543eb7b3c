import { assign, cancel, enqueueActions, setup } from 'xstate';

/** At most this many toasts are on screen at once. */
export const MAX_VISIBLE_TOASTS = 3;
/** An error toast closes by itself after this delay, in ms. */
export const ERROR_TOAST_TIMEOUT = 5000;

export type ToastKind = 'error' | 'info' | 'success';

/** What a block asks for. Omitted options take the defaults of the toast's kind. */
export interface ToastRequest {
  kind: ToastKind;
  message: string;
  /** ms before it closes by itself; null stays until closed. Default: 5000 for errors, null otherwise. */
  timeout?: number | null;
  /** Whether the toast shows a close button. Default: false for errors, true otherwise. */
  closable?: boolean;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  timeout: number | null;
  closable: boolean;
}

export interface ToastsContext {
  /** The visible toasts, oldest first. An expired or closed toast leaves the list. */
  toasts: Toast[];
}

export type ToastsEvent =
  /** The caller supplies the id, so the machine stays deterministic. */
  { type: 'toast.add'; id: string; request: ToastRequest } | { type: 'toast.close'; id: string } | { type: 'toast.expire'; id: string };

/** A request with the defaults of its kind applied. */
export function toastFrom(id: string, request: ToastRequest): Toast {
  const isError = request.kind === 'error';
  return {
    id,
    kind: request.kind,
    message: request.message,
    timeout: request.timeout === undefined ? (isError ? ERROR_TOAST_TIMEOUT : null) : request.timeout,
    closable: request.closable ?? !isError,
  };
}

const expiryTimerId = (toastId: string) => `toast-expiry-${toastId}`;

/**
 * The toasts of a page. A new toast is added only when the third-from-last one has expired,
 * that is when fewer than 3 are visible; otherwise it is dropped (it would report an action the
 * visitor has moved on from). Expiry is a delayed event, so tests drive it with a simulated clock.
 */
export const toastsMachine = setup({
  types: { context: {} as ToastsContext, events: {} as ToastsEvent },
  guards: {
    hasRoom: ({ context }) => context.toasts.length < MAX_VISIBLE_TOASTS,
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [] },
  on: {
    'toast.add': {
      guard: 'hasRoom',
      actions: enqueueActions(({ event, enqueue }) => {
        const toast = toastFrom(event.id, event.request);
        enqueue.assign({ toasts: ({ context }) => [...context.toasts, toast] });
        // A timed toast schedules its own expiry, cancelled if it is closed first.
        if (toast.timeout !== null)
          enqueue.raise({ type: 'toast.expire', id: toast.id }, { id: expiryTimerId(toast.id), delay: toast.timeout });
      }),
    },
    'toast.close': {
      actions: [
        cancel(({ event }) => expiryTimerId(event.id)),
        assign({ toasts: ({ context, event }) => context.toasts.filter((toast) => toast.id !== event.id) }),
      ],
    },
    'toast.expire': {
      actions: assign({ toasts: ({ context, event }) => context.toasts.filter((toast) => toast.id !== event.id) }),
    },
  },
});
