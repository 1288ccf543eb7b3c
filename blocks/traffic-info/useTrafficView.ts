import { useCallback, useEffect, useState } from 'react';
import { useRequestRead } from '@quai/engine/request-read';
import type { TrafficInfoBlock } from '../../schemas/generated/blocks/traffic-info';
import { trafficViewQuery, viewFromQuery, viewQuery, viewSearch, type TrafficView } from './traffic-view';

/**
 * The view in the address bar: read from the request on the server and at hydration, pushed to
 * the history on every change so Back returns to the previous tab or line.
 */
export function useTrafficView(
  block: Pick<TrafficInfoBlock, 'tabs'>,
): [TrafficView, (next: { tab: string; line?: string | undefined }) => void] {
  const initial = viewFromQuery(block, useRequestRead(trafficViewQuery).shape);
  const [view, setView] = useState<TrafficView>(initial);
  useEffect(() => {
    const onPopState = () => setView(viewFromQuery(block, viewQuery(window.location.search)));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [block]);
  const navigate = useCallback(
    (next: { tab: string; line?: string | undefined }) => {
      const search = viewSearch(next);
      if (search !== window.location.search) window.history.pushState(null, '', `${window.location.pathname}${search}`);
      setView(viewFromQuery(block, viewQuery(search)));
    },
    [block],
  );
  return [view, navigate];
}

const NARROW_SCREEN = '(max-width: 47.99rem)';

/** Whether the screen is narrow now: what a visitor's tap is answered by (browser only). */
export const isNarrowScreen = () => window.matchMedia(NARROW_SCREEN).matches;

/** Whether the screen is narrow (the detail opens as a drawer): false on the server and until measured. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
