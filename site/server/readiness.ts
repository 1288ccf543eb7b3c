import type { Store } from '../store/store';

/** How long one answer of the database stands for the next readiness checks. */
const REMEMBERED_MS = 1_000;

/**
 * Whether the server can serve: its database answers a query. Remembered for a second, so a load
 * balancer polling every server often costs the database one query a second each at most.
 */
export function readiness(store: Store, now: () => number = Date.now): () => Promise<boolean> {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  return () => {
    if (!last || now() - last.at > REMEMBERED_MS)
      last = {
        at: now(),
        answer: store.ping().then(
          () => true,
          () => false,
        ),
      };
    return last.answer;
  };
}
