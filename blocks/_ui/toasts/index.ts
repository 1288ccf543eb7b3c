/**
 * The page's toasts. In an island: render <ToastRegion /> once, then call showToast() or use
 * useToasts(). At most 3 are visible; an error toast closes after 5000 ms with no close button.
 */
export { ToastRegion } from './ToastRegion';
export { showToast } from './toast-store';
export { useToasts } from './useToasts';
