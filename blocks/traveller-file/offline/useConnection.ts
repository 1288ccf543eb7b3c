import { useEffect, useState } from 'react';

/**
 * Whether the browser is online, for a page that has a saved copy: when the network comes back
 * the page loads again by itself, so the visitor sees the live page. Until the browser is asked
 * (after hydration) the page counts as online, as the server drew it.
 */
export function useConnection(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    setOnline(navigator.onLine);
    const offline = () => setOnline(false);
    const reload = () => window.location.reload();
    window.addEventListener('offline', offline);
    window.addEventListener('online', reload);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', reload);
    };
  }, []);
  return online;
}
