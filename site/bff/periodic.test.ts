import Fastify from 'fastify';
import { runPeriodically } from './periodic';
import { retryDelayMs } from './retry-delay';

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

  it('try a failed task again after a delay doubling from one second, back to the interval once it succeeds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const app = Fastify({ logger: false });
      const runsAt: number[] = [];
      let failuresLeft = 3;
      runPeriodically(app, 'sweep', 60_000, async () => {
        runsAt.push(Date.now());
        if (failuresLeft-- > 0) throw new Error('the store is away');
      });
      const start = Date.now();
      await app.ready();
      await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 60_000);
      await app.close();
      expect(runsAt.map((at) => at - start)).toEqual([0, 1_000, 3_000, 7_000, 67_000]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the delay before a retry', () => {
  it('doubles from one second and stops at its ceiling', () => {
    expect([0, 1, 2, 3, 6, 7, 100].map((failures) => retryDelayMs(failures, 60_000))).toEqual([
      1_000, 2_000, 4_000, 8_000, 60_000, 60_000, 60_000,
    ]);
  });
});
