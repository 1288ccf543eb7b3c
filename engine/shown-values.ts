import { useContext } from 'react';
import { EngineContext, type ShownValues, type ShownValuesReader } from './engine-context';
import { useRequest } from './request';

export type { ShownValues, ShownValuesReader } from './engine-context';

/**
 * The values a component shows of the query string, read by `read`. In the browser (and on a
 * server that keeps no markup) they are the values themselves. A server that keeps islands'
 * markup gives marks in their place and keeps the markup once per shape, filling each
 * request's values in: the query's values then cost nothing to render (a results page's search
 * form, the language links keeping the query). The markup must be the same as with the values
 * themselves: tests hold each use to that.
 */
export function useShownValues(read: ShownValuesReader): ShownValues {
  const engine = useContext(EngineContext);
  const request = useRequest();
  return engine?.showValues ? engine.showValues(read) : read(request.search);
}
