import { useEffect, useState } from 'react';
import { watchConnection } from './watch-connection';

/**
 * Whether the browser is online, for a page that has a saved copy: when the network comes back
 * (and stays back a moment) the page loads again by itself, so the visitor sees the live page.
 * Until the browser is asked (after hydration) the page counts as online, as the server drew it.
 */
export function useConnection(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    setOnline(navigator.onLine);
    return watchConnection(window, { offline: () => setOnline(false), reload: () => window.location.reload() });
  }, []);
  return online;
}
