import { useEffect, type ReactNode } from 'react';

/**
 * For tests of what an island does around its hydration (engine/keep-early-focus,
 * replay-early-edits, replay-early-presses): the island entry's commit callback, and the browser's
 * frames that hydration and react-aria's second mount run in.
 */

/** Calls `onDone` after the root's first commit, as the island entry does. */
export function AfterCommit({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit.
  useEffect(onDone, []);
  return children;
}

/** Lets `count` animation frames pass, as the browser would. */
export async function frames(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}
