import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './free-port';

/** A Redis server made for a test (Debian's redis-server), in memory only, stopped by `stop`. */
export interface TestRedis {
  url: string;
  stop(): void;
}

/** On a free port, or on `port` (a server started before it, to see it come). */
export async function startRedisServer(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  // No snapshot, no append-only file: nothing is written to disk.
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const spawned = new Promise<never>((_, reject) =>
    child.once('error', (error) => reject(new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`))),
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const listening = new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (await Promise.race([listening, spawned])) break;
    if (Date.now() > deadline) throw new Error('redis-server did not start listening');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => void child.kill() };
}
