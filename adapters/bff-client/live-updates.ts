import { useEffect, useRef, useState } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { queryString, type QueryValues } from './client';
import type { BffKey } from './keys';

/** What a live stream says: the server's time and the answer of the ordinary call then. */
interface LiveEvent<T> {
  at: string;
  answer: T;
}

export interface LiveState {
  /** When the server last sent the answer (ISO), or null before the first event. */
  updatedAt: string | null;
  /** What the last update changed, for a polite live region; empty when nothing worth saying. */
  announcement: string;
}

/**
 * Follows the Server-Sent Events of `livePath` and writes each answer into the SWR entry `key`,
 * so the block re-renders with it in place (same rows, same focus). The browser resumes a broken
 * stream itself (Last-Event-ID); a hidden page closes its stream and opens one when shown again.
 * `describe` says in words what changed between two answers ("" for nothing).
 */
export function useLiveUpdates<T>(
  livePath: string,
  query: QueryValues,
  key: BffKey | null,
  describe: (previous: T | undefined, next: T, at: string) => string,
): LiveState {
  const { mutate, cache } = useSWRConfig();
  const [state, setState] = useState<LiveState>({ updatedAt: null, announcement: '' });
  const describeRef = useRef(describe);
  describeRef.current = describe;
  const search = queryString(query);
  const [path, keyQuery] = key ?? [null, null];
  useEffect(() => {
    if (!path || typeof EventSource === 'undefined') return;
    const entry: BffKey = [path, keyQuery!];
    let source: EventSource | undefined;
    const open = () => {
      source = new EventSource(`${livePath}?${search}`);
      source.addEventListener('update', (event) => {
        const { at, answer } = JSON.parse((event as MessageEvent<string>).data) as LiveEvent<T>;
        const previous = cache.get(unstable_serialize(entry))?.data as T | undefined;
        void mutate(entry, answer, { revalidate: false });
        setState({ updatedAt: at, announcement: describeRef.current(previous, answer, at) });
      });
    };
    const onVisibility = () => {
      if (document.hidden) {
        source?.close();
        source = undefined;
      } else if (!source) open();
    };
    open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      source?.close();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [livePath, search, path, keyQuery, mutate, cache]);
  return state;
}
