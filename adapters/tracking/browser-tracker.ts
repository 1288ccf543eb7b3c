import { classifyClick, TRACKING_EVENTS, trackingEvent, type PageTracking, type TrackingEvent, type TrackingEventName } from './data-layer';

declare global {
  interface Window {
    dataLayer?: TrackingEvent[];
  }
}

/**
 * Starts tracking in the browser: a page_display event now, then one event per click on a link
 * or button. `page` is read at each event, so a theme change shows in the next events.
 * Returns a function that stops it (consent withdrawn).
 */
export function startBrowserTracking(page: () => PageTracking): () => void {
  window.dataLayer ??= [];
  const dataLayer = window.dataLayer;
  dataLayer.push(trackingEvent('page_display', page()));
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest?.('a[href], button');
    if (!target) return;
    const isLink = target.tagName === 'A';
    const href = isLink ? (target as HTMLAnchorElement).href : undefined;
    // A button that fetches a document (a PDF ticket) says so itself: data-tracking="click.download".
    const declared = target.getAttribute('data-tracking');
    const name = (TRACKING_EVENTS as readonly string[]).includes(declared ?? '')
      ? (declared as TrackingEventName)
      : classifyClick({ href, isLink }, window.location.href);
    const label = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 100);
    dataLayer.push(trackingEvent(name, page(), { label, ...(href ? { url: href } : {}) }));
  };
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}
