import { useCallback, useEffect, useState } from 'react';
import { useShownValues } from '@quai/engine/shown-values';
import type { TrafficInfoBlock } from '../../schemas/generated/blocks/traffic-info';
import { readViewQuery, viewFromParams, viewSearch, type TrafficView } from './traffic-view';

/**
 * The view in the address bar: read from the request on the server and at hydration, pushed to
 * the history on every change so Back returns to the previous tab or line.
 */
export function useTrafficView(
  block: Pick<TrafficInfoBlock, 'tabs'>,
): [TrafficView, (next: { tab: string; line?: string | undefined }) => void] {
  const initial = viewFromParams(block, new URLSearchParams(useShownValues(readViewQuery).shape));
  const [view, setView] = useState<TrafficView>(initial);
  useEffect(() => {
    const onPopState = () => setView(viewFromParams(block, new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [block]);
  const navigate = useCallback(
    (next: { tab: string; line?: string | undefined }) => {
      const search = viewSearch(next);
      if (search !== window.location.search) window.history.pushState(null, '', `${window.location.pathname}${search}`);
      setView(viewFromParams(block, new URLSearchParams(search)));
    },
    [block],
  );
  return [view, navigate];
}

/** Whether the screen is narrow (the detail opens as a drawer): false on the server and until measured. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(max-width: 47.99rem)');
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
