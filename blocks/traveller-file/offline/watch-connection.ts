/**
 * How long the network must stay back before the page loads again. A browser may say "online"
 * for an instant while a link's navigation starts or a flaky network comes and goes; reloading
 * then would cancel the page the visitor asked for, or bring back the same saved copy.
 */
export const BACK_ONLINE_SETTLE_MS = 1_000;

/**
 * Calls `offline` when the browser loses the network, and `reload` once it has had it back for
 * `BACK_ONLINE_SETTLE_MS`, unless the page is left meanwhile. Returns what stops watching.
 */
export function watchConnection(target: Window, { offline, reload }: { offline: () => void; reload: () => void }): () => void {
  let settling: ReturnType<typeof setTimeout> | undefined;
  const stopSettling = () => clearTimeout(settling);
  const lost = () => {
    stopSettling();
    offline();
  };
  const back = () => {
    stopSettling();
    if (!target.navigator.onLine) return;
    settling = setTimeout(() => target.navigator.onLine && reload(), BACK_ONLINE_SETTLE_MS);
  };
  target.addEventListener('offline', lost);
  target.addEventListener('online', back);
  // The page is being left (a link, the back button): the page asked for wins over a reload.
  target.addEventListener('pagehide', stopSettling);
  return () => {
    stopSettling();
    target.removeEventListener('offline', lost);
    target.removeEventListener('online', back);
    target.removeEventListener('pagehide', stopSettling);
  };
}
