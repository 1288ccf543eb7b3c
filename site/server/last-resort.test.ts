import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { installLastResort } from './last-resort';

function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  const lines: Array<{ level: string; message: string }> = [];
  installLastResort(Object.assign(emitter, { exit: (code: number) => void exits.push(code) }), {
    error: (_object, message) => lines.push({ level: 'error', message }),
    fatal: (_object, message) => lines.push({ level: 'fatal', message }),
  });
  return { emitter, exits, lines };
}

const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('the last-resort handler', () => {
  it('logs a database that cannot be reached and keeps the server running', () => {
    const { emitter, exits, lines } = fakeProcess();
    emitter.emit('unhandledRejection', terminated);
    emitter.emit('uncaughtException', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    expect(exits).toEqual([]);
    expect(lines.map((line) => line.level)).toEqual(['error', 'error']);
  });

  it('logs anything else as fatal and exits with status 1, for the supervisor to restart the server', () => {
    const { emitter, exits, lines } = fakeProcess();
    emitter.emit('unhandledRejection', new TypeError("Cannot read properties of undefined (reading 'sid')"));
    expect(exits).toEqual([1]);
    expect(lines).toEqual([{ level: 'fatal', message: 'unrecoverable error; the server exits for its supervisor to restart it' }]);
  });

  it('in a real process: carries on past a lost connection, exits 1 on a bug, with one fatal log line', () => {
    const script = [
      `import pino from 'pino';`,
      `import { installLastResort } from ${JSON.stringify(join(import.meta.dirname, 'last-resort.ts'))};`,
      `installLastResort(process, pino());`,
      `Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), {}));`,
      `setTimeout(() => { console.log('still running'); throw new RangeError('a bug'); }, 50);`,
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('still running');
    const logged = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
    expect(logged.map(({ level, msg, err }) => [level, msg, err?.message])).toEqual([
      [50, 'database unreachable (not caught); the server carries on', 'Connection terminated unexpectedly'],
      [60, 'unrecoverable error; the server exits for its supervisor to restart it', 'a bug'],
    ]);
  });
});
