/** The first retry's delay after a failure. */
const FIRST_RETRY_MS = 1_000;

/**
 * How long to wait before trying again after `failures` failures in a row (0 for the first):
 * one second, doubled each time, never more than `ceilingMs`.
 */
export function retryDelayMs(failures: number, ceilingMs: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(failures, 30), ceilingMs);
}
