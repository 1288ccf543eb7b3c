import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../helpers/free-port';
import { serversUseTestClock, TEST_NOW } from './test-now';

export interface RunningServer {
  url: string;
  dataDirectory: string;
  process: ChildProcess;
  /**
   * The server's "now", within the few seconds its start takes: its clock started at its
   * `QUAI_TEST_NOW`. (Its `Date` header cannot tell: Node writes it from the machine's clock.)
   */
  now(): Date;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the production server (`npm run build` must have run) on a free port with its own data
 * directory, and resolves once /healthz answers. Its clock starts at TEST_NOW unless the test
 * gives another `QUAI_TEST_NOW` (or an empty one, for the machine's clock), or the benchmarks
 * run it (see serversUseTestClock).
 */
export async function startServer(
  options: {
    dataDirectory?: string;
    env?: Record<string, string> /** Another build than QUAI_DIST_DIR's (a benchmark's baseline). */;
    dist?: string;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDirectory = options.dataDirectory ?? mkdtempSync(join(tmpdir(), 'quai-e2e-'));
  const dist = options.dist ?? process.env.QUAI_DIST_DIR ?? 'dist';
  const testNow = options.env?.QUAI_TEST_NOW ?? (serversUseTestClock() ? TEST_NOW : '');
  const clockOffset = testNow ? Date.parse(testNow) - Date.now() : 0;
  const child = spawn(process.execPath, [`${dist}/server/main.js`], {
    // Load shedding is tested on its own (site/server/overload.test.ts): here a busy test
    // machine (the browser and the server on two cores) must not turn a slow answer into a 503.
    // The captcha's production cost is checked in its unit test; here a lighter one keeps the
    // many solved captchas of the suite from eating its time.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      QUAI_DATA_DIR: dataDirectory,
      QUAI_MAX_EVENT_LOOP_DELAY_MS: '0',
      QUAI_MAX_EVENT_LOOP_UTILIZATION: '0',
      QUAI_CAPTCHA_COST: '50000',
      QUAI_TEST_NOW: testNow,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A server on PostgreSQL builds its search index before it answers: generous on a busy machine.
  const deadline = Date.now() + 120000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDirectory,
    process: child,
    now: () => new Date(Date.now() + clockOffset),
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
