import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from './free-port';

/** A PostgreSQL server made for a test run, in a temporary folder, removed by `stop`. */
export interface PostgresCluster {
  /** postgres://... of the cluster's `postgres` database. */
  url: string;
  /** What an operator's `pg_ctl restart -m fast` does: every connection ended, the server back within a second or two. */
  restart(): Promise<void>;
  /** Stops the server (fast: connections ended), keeping its data for `resume`. */
  halt(): Promise<void>;
  /** Starts a halted server again, on the same port. */
  resume(): Promise<void>;
  stop(): void;
}

/** Debian's PostgreSQL binaries (package postgresql), newest major version first; throws when none is installed. */
export function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const folder = versions.map((version) => join(root, version, 'bin')).find((bin) => existsSync(join(bin, 'initdb')));
  if (!folder) throw new Error('PostgreSQL is not installed: apt-get install postgresql (the store tests run on both engines)');
  return folder;
}

/**
 * Runs a PostgreSQL binary. As root (CI), PostgreSQL refuses to run, so it runs as the
 * `postgres` user the Debian package creates; otherwise as the current user.
 */
function command(bin: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function run(bin: string, args: string[]): void {
  const result = spawnSync(...command(bin, args), { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

/** As `run`, without holding the test's event loop (requests of a load go on meanwhile). */
async function runAside(bin: string, args: string[]): Promise<void> {
  try {
    await promisify(execFile)(...command(bin, args));
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${bin} ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
}

/** The address of the `postgres` database of a cluster listening on the loopback port. */
export const postgresUrl = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;

/**
 * A cluster on the given port (a free one by default). It starts without holding the process's
 * event loop: the unit run's main process keeps serving its workers meanwhile.
 */
export async function startPostgresCluster(port?: number): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  const folder = mkdtempSync(join(tmpdir(), 'quai-pg-'));
  chmodSync(folder, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', folder]);
  const data = join(folder, 'data');
  port ??= await freePort();
  await runAside(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  // fsync off: a throwaway cluster need not survive a power cut, and tests run faster. The
  // server writes to its log file, never to pg_ctl's output, which would stay open with it.
  const log = ['-l', join(folder, 'server.log')];
  const options = ['-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`];
  await runAside(join(bin, 'pg_ctl'), ['-D', data, ...log, '-w', ...options, 'start']);
  return {
    url: postgresUrl(port),
    restart: () => runAside(join(bin, 'pg_ctl'), ['-D', data, ...log, '-m', 'fast', '-w', ...options, 'restart']),
    halt: () => runAside(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: () => runAside(join(bin, 'pg_ctl'), ['-D', data, ...log, '-w', ...options, 'start']),
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A connected client of the cluster at `url`, once it answers: the unit run's cluster starts
 * while the first files run, so the first test that needs it waits here for it to be up.
 */
async function connectWhenUp(url: string) {
  const { default: pg } = await import('pg');
  const deadline = Date.now() + 60000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      // Refused while nothing listens yet; 57P03 while the server is starting up.
      const starting = ['ECONNREFUSED', '57P03'].includes((error as { code?: string }).code ?? '');
      if (!starting || Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}

/** Creates an empty database on the cluster of `adminUrl` and answers its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = await connectWhenUp(adminUrl);
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}
