import { retryDelayMs } from '../bff/retry-delay';
import { isStoreUnreachable } from '../store/unreachable';

/** The longest wait between two attempts: a database back is found within this. */
const CEILING_MS = 5_000;

/**
 * Runs `attempt` until it does not fail for want of the database: each such failure is logged
 * with the delay before the next attempt (one second, doubling, at most five). Any other failure
 * is thrown.
 */
export async function untilReachable<T>(
  log: { warn(object: unknown, message: string): void },
  what: string,
  attempt: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isStoreUnreachable(error)) throw error;
      const retryInMs = retryDelayMs(failures, CEILING_MS);
      log.warn({ reason: (error as Error).message, retryInMs }, `database unreachable at ${what}; trying again`);
      await wait(retryInMs);
    }
  }
}
