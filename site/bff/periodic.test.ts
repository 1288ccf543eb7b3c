import Fastify from 'fastify';
import { runPeriodically } from './periodic';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('housekeeping tasks (the upload sweep)', () => {
  it('run once the server is ready, then at each interval, and stop when it closes', async () => {
    const app = Fastify();
    let runs = 0;
    runPeriodically(app, 'count', 20, async () => void runs++);
    expect(runs).toBe(0);
    await app.ready();
    expect(runs).toBe(1);
    // Generous: a busy machine delays timers.
    await pause(400);
    expect(runs).toBeGreaterThanOrEqual(3);
    await app.close();
    const afterClose = runs;
    await pause(120);
    expect(runs).toBe(afterClose);
  });

  it('never run twice at once, and try again after a failure', async () => {
    const app = Fastify({ logger: false });
    let running = 0;
    let overlapped = false;
    let calls = 0;
    runPeriodically(app, 'slow', 20, async () => {
      calls++;
      overlapped ||= running > 0;
      running++;
      await pause(70);
      running--;
      if (calls === 1) throw new Error('the store is away');
    });
    await app.ready();
    await pause(500);
    await app.close();
    expect(overlapped).toBe(false);
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
