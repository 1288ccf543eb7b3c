import type { FastifyInstance } from 'fastify';

/**
 * Runs a housekeeping task once the server is ready and then every `intervalMs`, never two at
 * once; a failure is logged and the next run tries again. Stops when the server closes.
 */
export function runPeriodically(app: FastifyInstance, name: string, intervalMs: number, task: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .catch((error: unknown) => app.log.error({ err: error, task: name }, 'housekeeping task failed'))
      .then(() => undefined)
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
