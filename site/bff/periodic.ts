import type { FastifyInstance } from 'fastify';
import { retryDelayMs } from './retry-delay';

/**
 * Runs a housekeeping task once the server is ready and then every `intervalMs`, never two at
 * once. A failure (the database away) is logged and the task tried again sooner, after a delay
 * that doubles from one second up to the interval, so that a service's return is picked up
 * quickly without hammering it while it is away. Stops when the server closes.
 */
export function runPeriodically(app: FastifyInstance, name: string, intervalMs: number, task: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let failures = 0;
  let closed = false;
  const schedule = (delayMs: number) => {
    if (!closed) timer = setTimeout(run, delayMs).unref();
  };
  const run = () => {
    running = task()
      .then(
        () => {
          failures = 0;
          schedule(intervalMs);
        },
        (error: unknown) => {
          const delayMs = retryDelayMs(failures++, intervalMs);
          app.log.error({ err: error, task: name, retryInMs: delayMs }, 'housekeeping task failed; tried again later');
          schedule(delayMs);
        },
      )
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
