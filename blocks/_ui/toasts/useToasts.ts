import { useSelector } from '@xstate/react';
import type { Toast } from '../../../machines/toasts';
import { closeToast, showToast, toastActor } from './toast-store';

/** The visible toasts and the functions to show and close them, for blocks that react to them. */
export function useToasts(): { toasts: Toast[]; show: typeof showToast; close: typeof closeToast } {
  const toasts = useSelector(toastActor(), (snapshot) => snapshot.context.toasts);
  return { toasts, show: showToast, close: closeToast };
}
