import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { freePort } from './free-port';

/** nginx in front of servers, from the production template `deploy/nginx/quai.conf.template`, stopped by `stop`. */
export interface TestNginx {
  url: string;
  /** Its access log so far, one entry per request (background revalidations included). */
  accessLog(): NginxLogLine[];
  stop(): Promise<void>;
}

interface NginxLogLine {
  /** HIT, MISS, EXPIRED, STALE, UPDATING, REVALIDATED, BYPASS or "-". */
  cacheStatus: string;
  status: number;
  uri: string;
  /** The servers asked, in order ("127.0.0.1:3001, 127.0.0.1:3002" after a retry), "-" for none. */
  upstream: string;
  /** Their answers' statuses, in the same order. */
  upstreamStatus: string;
}

const TEMPLATE = resolve(import.meta.dirname, '../../deploy/nginx/quai.conf.template');

/** Debian's nginx: on the PATH, or in /usr/sbin, which is not on an ordinary user's PATH. */
function nginxBinary(): string {
  const found = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin']
    .map((folder) => join(folder, 'nginx'))
    .find((file) => existsSync(file));
  if (!found) throw new Error('nginx is not installed: apt-get install nginx (the cache-in-front tests run it)');
  return found;
}

/**
 * The template with its `${QUAI_…}` placeholders filled, as envsubst fills them in production:
 * nginx's own `$variables` are left alone, and a placeholder without a value is an error.
 */
function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\$\{(QUAI_\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for ${name} in the nginx template`);
    return value;
  });
}

const LOG_FORMAT = `'$upstream_cache_status $status "$request_uri" "$upstream_addr" "$upstream_status"'`;

/**
 * Starts nginx as a throwaway process: its own prefix, configuration, cache, temporary files
 * and logs in a temporary folder, on `port` (a free one when not given, the servers behind it
 * may need to know it first: their public URL), proxying to `upstreams` (http://host:port).
 */
export async function startNginx(upstreams: readonly string[], port?: number): Promise<TestNginx> {
  const folder = mkdtempSync(join(tmpdir(), 'quai-nginx-'));
  // As root, nginx's workers run as nobody: they must reach the folder (they create their own dirs in it).
  chmodSync(folder, 0o755);
  mkdirSync(join(folder, 'logs'));
  port ??= await freePort();
  const site = fillTemplate(readFileSync(TEMPLATE, 'utf8'), {
    QUAI_NGINX_LISTEN: `127.0.0.1:${port}`,
    QUAI_UPSTREAM_SERVERS: upstreams.map((url) => `server ${new URL(url).host};`).join(' '),
    QUAI_NGINX_CACHE_DIR: join(folder, 'cache'),
  });
  writeFileSync(join(folder, 'quai.conf'), site);
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `${kind}_temp_path ${join(folder, `${kind}-temp`)};`,
  );
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(folder, 'nginx.pid')};`,
      `error_log ${join(folder, 'logs', 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      ...temporary,
      `log_format quai_test ${LOG_FORMAT};`,
      `access_log ${join(folder, 'logs', 'access.log')} quai_test;`,
      // Background revalidations are subrequests: logged too, so a test sees their 304s.
      'log_subrequest on;',
      `include ${join(folder, 'quai.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(
    nginxBinary(),
    ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'logs', 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(join(folder, 'logs', 'error.log')) ? readFileSync(join(folder, 'logs', 'error.log'), 'utf8') : '';
      throw new Error(`nginx exited early:\n${output}${log}`);
    }
    const listening = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (listening) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start listening:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog: () =>
      readFileSync(join(folder, 'logs', 'access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [, cacheStatus, status, uri, upstream, upstreamStatus] = /^(\S+) (\d+) "([^"]*)" "([^"]*)" "([^"]*)"$/.exec(line) ?? [];
          return { cacheStatus: cacheStatus!, status: Number(status), uri: uri!, upstream: upstream!, upstreamStatus: upstreamStatus! };
        }),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
