import autocannon from 'autocannon';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startNginx } from '../../tests/helpers/nginx-server';
import { createDatabase, startPostgresCluster } from '../../tests/helpers/postgres-cluster';
import { startServer, type RunningServer } from '../../tests/e2e/server';
import { startPlainServer } from './page-load';
import { BENCH_PAGES, itineraryCall } from './pages';

/**
 * `npm run bench:load` (after `npm run build`): the production server under load on this
 * machine, printed side by side in one run.
 * - the home page, an itinerary results page and the itinerary call it makes, at 10 and 50
 *   connections: requests per second and p99 beside a plain Node server answering the same body
 *   (the ratio is the figure: absolute rates depend on the machine); the two pages also on a
 *   server without its page cache (QUAI_PAGE_CACHE_SECONDS=0), rendered for every request;
 * - webform submissions per second on SQLite and on PostgreSQL (budget: PostgreSQL within 30 %);
 * - one server against two on the same PostgreSQL (on two cores the load generator and the
 *   servers compete for the same CPUs: the figure says what this machine can show, not what N
 *   machines would);
 * - 200 connections on the home page: the server sheds load with 503s and stays up.
 */
const DURATION_S = Number(process.env.QUAI_BENCH_SECONDS ?? 8);
const POSTGRES_BUDGET = 0.7;
/** `rendered`: only the pages rendered every time (the quick measure while working on the render). */
const only = process.env.QUAI_BENCH_ONLY;

if (!existsSync(resolve(process.env.QUAI_DIST_DIR ?? 'dist', 'server/main.js'))) {
  console.error('No build found: run npm run build first.');
  process.exit(2);
}

const departure = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 16);
const submission = JSON.stringify({
  webform_id: 'assistance',
  departure,
  needs: ['bagages'],
  contact_by: 'sms',
  contact_mobile: '06 12 34 56 78',
});
/** Each request claims another client behind the trusted local proxy, so per-client limits do not cap the figure. */
let client = 0;
const anotherClient = () => `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`;
// The production thresholds of load shedding (the test harness turns them off).
const serverEnv = {
  QUAI_TRUSTED_PROXIES: '127.0.0.1',
  QUAI_MAX_CONNECTIONS_PER_CLIENT: '1000',
  QUAI_MAX_EVENT_LOOP_DELAY_MS: '1000',
};

interface Measured {
  /** Answers served (2xx) per second: a 503 of load shedding is quick, and no service. */
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  total: number;
}

async function load(
  url: string,
  options: { connections: number; durationS?: number; method?: 'POST'; body?: string; nextPath?: () => string },
): Promise<Measured> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationS ?? DURATION_S,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    body: options.body,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          ...(options.nextPath ? { path: options.nextPath() } : {}),
          headers: { ...request.headers, 'x-forwarded-for': anotherClient() },
        }),
      },
    ],
  });
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** What a reader compares: the site's server against a plain one sending the same bytes. */
const PAGE_TARGETS = [
  { label: 'home page', path: '/' },
  { label: 'itinerary results page', path: BENCH_PAGES.find((page) => page.name === 'itinerary results')!.path },
  { label: 'itinerary call', path: itineraryCall() },
];
const PAGE_CONNECTIONS = [10, 50];
/**
 * Paris → Lyon results pages, each request another departure time (every minute from 05:00 to
 * 22:59, tomorrow then the six days after): each search has its own URL, as visitors' searches
 * do, so nothing kept for one URL (a page, an island's HTML) serves the next.
 */
function everyResultsSearch(): () => string {
  const path = BENCH_PAGES.find((page) => page.name === 'itinerary results')!.path;
  const tomorrow = Date.parse(`${/date=(\d{4}-\d\d-\d\d)/.exec(path)![1]}T12:00:00Z`);
  const minutesADay = 18 * 60;
  let search = 0;
  return () => {
    const day = new Date(tomorrow + (Math.floor(search / minutesADay) % 7) * 86_400_000).toISOString().slice(0, 10);
    const at = 5 * 60 + (search++ % minutesADay);
    return path.replace(
      /\d{4}-\d\d-\d\dT\d\d:\d\d$/,
      `${day}T${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`,
    );
  };
}

/** A page rendered for every request; `nextPaths` makes a sequence of addresses, one per server measured. */
interface RenderedTarget {
  label: string;
  path: string;
  nextPaths?: () => () => string;
}

/** Pages rendered for every request (no page cache): what a render costs, beside a static file of the same server. */
const ALL_RENDERED_TARGETS: RenderedTarget[] = [
  { label: 'home page', path: '/' },
  {
    label: 'results pages, one search each',
    path: BENCH_PAGES.find((page) => page.name === 'itinerary results')!.path,
    nextPaths: everyResultsSearch,
  },
  { label: 'claim form page', path: '/reclamation' },
  { label: 'traffic information page', path: '/info-trafic' },
];
/** `QUAI_BENCH_PAGE=traffic`: only the rendered pages whose label holds that word (a long run of one page). */
const RENDERED_TARGETS = ALL_RENDERED_TARGETS.filter((target) => target.label.includes(process.env.QUAI_BENCH_PAGE ?? ''));

/** The body of an address, asked again after the Retry-After of a 503 left by the previous load. */
async function fetchOnceServed(url: string): Promise<Response> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await fetch(url);
    if (answer.ok) return answer;
    if (answer.status !== 503) throw new Error(`${url}: ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after') ?? 5) * 1000));
  }
  throw new Error(`${url}: still shedding load`);
}

/** Each target on the server (pages kept by its page cache), beside a plain server sending the same bytes. */
async function pagesAgainstPlainServer(server: RunningServer): Promise<void> {
  console.log(`Pages against a plain Node server sending the same body, ${DURATION_S} s each:`);
  for (const target of PAGE_TARGETS) {
    const answer = await fetchOnceServed(server.url + target.path);
    const plain = await startPlainServer(await answer.text(), answer.headers.get('content-type') ?? 'text/html; charset=utf-8');
    try {
      for (const connections of PAGE_CONNECTIONS) {
        // The previous load may have left the server shedding: it is measured once it serves again.
        await fetchOnceServed(server.url + target.path);
        const site = await load(server.url + target.path, { connections });
        const baseline = await load(plain.url, { connections });
        row(`${target.label}, ${connections} connections`, site);
        row(`  plain Node server, ${connections} connections`, baseline);
        console.log(`  ratio: ${ratioTo(site, baseline)} the plain server`);
      }
    } finally {
      await plain.close();
    }
  }
}

/**
 * A server without its page cache, the first stylesheet its home page links (a static file it
 * serves), and its own sequence of addresses for each target that has one: every measure on it
 * asks for addresses it was not asked before.
 */
interface UncachedServer {
  server: RunningServer;
  stylesheet: string;
  nextPath: Map<RenderedTarget, () => string>;
}

async function uncachedServer(dist?: string): Promise<UncachedServer> {
  // Load shedding off: this measures what a render costs, and a 503 would hide it.
  const server = await startServer({
    env: { ...serverEnv, QUAI_PAGE_CACHE_SECONDS: '0', QUAI_MAX_EVENT_LOOP_DELAY_MS: '0' },
    ...(dist ? { dist } : {}),
  });
  const home = await (await fetchOnceServed(`${server.url}/`)).text();
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(home)?.[1];
  if (!stylesheet) throw new Error('the home page links no stylesheet');
  const nextPath = new Map(RENDERED_TARGETS.flatMap((target) => (target.nextPaths ? [[target, target.nextPaths()] as const] : [])));
  return { server, stylesheet, nextPath };
}

/** A rendered page right after the static file of the same server: the ratio of the two holds on a busy machine. */
async function renderedAfterStaticFile(uncached: UncachedServer, target: RenderedTarget, connections: number) {
  const staticFile = await loadWithCpu(uncached.server, uncached.stylesheet, { connections });
  const nextPath = uncached.nextPath.get(target);
  const rendered = await loadWithCpu(uncached.server, target.path, { connections, ...(nextPath ? { nextPath } : {}) });
  return { staticFile, rendered, ratio: rendered.requestsPerSecond / staticFile.requestsPerSecond };
}

/**
 * Pages rendered for every request, each measured right after a static file of the same server
 * (its first stylesheet, sent by @fastify/static) and beside a plain Node server sending the home
 * page's bytes: on a machine shared with other work absolute rates move from one minute to the
 * next, the ratio of two measures taken one after the other holds. With a baseline build
 * (`QUAI_BENCH_BASELINE_DIST`, an earlier commit built into its own folder), each page is also
 * measured on it the same way, and the two ratios and CPU costs compared: how many times cheaper
 * a render got, in one run. Every page is asked for a while first, so both run warm.
 */
async function renderedAgainstStaticFile(current: UncachedServer, baseline?: UncachedServer): Promise<void> {
  const plain = await startPlainServer(await (await fetchOnceServed(`${current.server.url}/`)).text());
  console.log(
    `Pages rendered every time (QUAI_PAGE_CACHE_SECONDS=0), each after the static file ${current.stylesheet}, ${DURATION_S} s each:`,
  );
  try {
    for (const server of baseline ? [current, baseline] : [current]) {
      for (const target of RENDERED_TARGETS) await warmUp(server, target);
    }
    for (const connections of PAGE_CONNECTIONS) {
      row(`plain Node server (home bytes), ${connections} conn.`, await load(plain.url, { connections }));
      for (const target of RENDERED_TARGETS) {
        const now = await renderedAfterStaticFile(current, target, connections);
        row(`  static file, ${connections} connections`, now.staticFile);
        row(`${target.label}, ${connections} connections`, now.rendered);
        const costs =
          now.rendered.cpuMs && now.staticFile.cpuMs
            ? `; CPU: ${cpuPerAnswer(now.rendered)}, ${(now.rendered.cpuMs / now.staticFile.cpuMs).toFixed(1)} static files`
            : '';
        console.log(`  rendered every time: ${now.ratio.toFixed(3)}× the static file${costs}`);
        if (!baseline) continue;
        const before = await renderedAfterStaticFile(baseline, target, connections);
        row(`  baseline build, ${connections} connections`, before.rendered);
        console.log(`  baseline: ${before.ratio.toFixed(3)}× its static file; ${cpuPerAnswer(before.rendered)}`);
        const cheaper =
          now.rendered.cpuMs && before.rendered.cpuMs ? `, CPU an answer ÷ ${(before.rendered.cpuMs / now.rendered.cpuMs).toFixed(2)}` : '';
        console.log(`  against the baseline build: ${(now.ratio / before.ratio).toFixed(2)}× its rate to the static file${cheaper}`);
      }
    }
  } finally {
    await plain.close();
  }
}

/**
 * Two seconds of load on a page, so that the measure that follows runs on warm code: on the
 * server's own sequence of addresses when the target has one (asking one address again would
 * warm up the caches of that address, not the render).
 */
async function warmUp(uncached: UncachedServer, target: RenderedTarget): Promise<void> {
  const nextPath = uncached.nextPath.get(target);
  await load(uncached.server.url + target.path, { connections: 10, durationS: 2, ...(nextPath ? { nextPath } : {}) });
}

/**
 * CPU time a process has used, in milliseconds (Linux's /proc; undefined elsewhere). Divided by
 * the answers of a measure, it is what each answer cost the server, which other work on the
 * machine moves far less than requests per second.
 */
function cpuMilliseconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** A measure on `server`, with the server's CPU time per answer. */
async function loadWithCpu(
  server: RunningServer,
  path: string,
  options: Parameters<typeof load>[1],
): Promise<Measured & { cpuMs?: number }> {
  const before = cpuMilliseconds(server.process.pid);
  const measured = await load(server.url + path, options);
  const after = cpuMilliseconds(server.process.pid);
  return before === undefined || after === undefined ? measured : { ...measured, cpuMs: (after - before) / measured.total };
}

const cpuPerAnswer = (measured: { cpuMs?: number }) =>
  measured.cpuMs === undefined ? '' : `${measured.cpuMs.toFixed(2)} ms of CPU an answer`;

const ratioTo = (measured: Measured, baseline: Measured) => `${(measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}×`;
/**
 * The two servers behind nginx configured from deploy/nginx/quai.conf.template, as in
 * production: the home page (kept: hits), results pages (one search each: misses, rendered by
 * either server) and a static file, with what the cache did for each.
 */
async function behindNginx(upstreams: string[]): Promise<void> {
  const nginx = await startNginx(upstreams);
  try {
    const home = await (await fetchOnceServed(`${nginx.url}/`)).text();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(home)?.[1] ?? '/favicon.svg';
    console.log(`Two servers on one PostgreSQL behind nginx (deploy/nginx), 10 connections, ${DURATION_S} s each:`);
    const results = RENDERED_TARGETS[1]!;
    for (const target of [
      { label: 'static file', path: stylesheet },
      { label: 'home page', path: '/' },
      { label: results.label, path: results.path, nextPath: everyResultsSearch() },
    ]) {
      const before = nginx.accessLog().length;
      row(
        `${target.label} through nginx`,
        await load(nginx.url + target.path, { connections: 10, ...(target.nextPath ? { nextPath: target.nextPath } : {}) }),
      );
      const statuses = new Map<string, number>();
      for (const line of nginx.accessLog().slice(before)) statuses.set(line.cacheStatus, (statuses.get(line.cacheStatus) ?? 0) + 1);
      console.log(`  cache: ${[...statuses].map(([status, count]) => `${status} ${count}`).join(', ')}`);
    }
  } finally {
    await nginx.stop();
  }
}

const submit = (server: RunningServer) =>
  load(`${server.url}/api/webform?langcode=fr`, { connections: 10, method: 'POST', body: submission });
const row = (label: string, measured: Measured) =>
  console.log(
    `${label.padEnd(44)} ${measured.requestsPerSecond.toFixed(0).padStart(6)} req/s (2xx)   p99 ${String(measured.p99Ms).padStart(5)} ms   non-2xx ${measured.non2xx}/${measured.total}`,
  );

const baselineDist = process.env.QUAI_BENCH_BASELINE_DIST;
const uncached = await uncachedServer();
const baseline = baselineDist ? await uncachedServer(baselineDist) : undefined;
try {
  await renderedAgainstStaticFile(uncached, baseline);
} finally {
  await uncached.server.stop();
  await baseline?.server.stop();
}
if (only === 'rendered') process.exit(0);

const cluster = await startPostgresCluster();
try {
  const sqliteServer = await startServer({ env: serverEnv });
  await pagesAgainstPlainServer(sqliteServer);
  await fetchOnceServed(`${sqliteServer.url}/`);
  const onSqlite = await submit(sqliteServer);
  await sqliteServer.stop();

  const databaseUrl = await createDatabase(cluster.url, 'quai_bench');
  const [first, second] = await Promise.all([
    startServer({ env: { ...serverEnv, QUAI_DATABASE_URL: databaseUrl } }),
    startServer({ env: { ...serverEnv, QUAI_DATABASE_URL: databaseUrl } }),
  ]);
  const onPostgres = await submit(first!);
  const [a, b] = await Promise.all([submit(first!), submit(second!)]);
  const twoServers: Measured = {
    requestsPerSecond: a.requestsPerSecond + b.requestsPerSecond,
    p99Ms: Math.max(a.p99Ms, b.p99Ms),
    non2xx: a.non2xx + b.non2xx,
    total: a.total + b.total,
  };

  console.log(`Webform submissions, 10 connections, ${DURATION_S} s each:`);
  row('one server, SQLite', onSqlite);
  row('one server, PostgreSQL', onPostgres);
  const ratio = onPostgres.requestsPerSecond / onSqlite.requestsPerSecond;
  console.log(
    `  PostgreSQL / SQLite: ${ratio.toFixed(2)} (budget ≥ ${POSTGRES_BUDGET}) ${ratio >= POSTGRES_BUDGET ? 'within budget' : 'OVER BUDGET'}`,
  );
  row('two servers, one PostgreSQL', twoServers);
  console.log(
    `  two / one: ${(twoServers.requestsPerSecond / onPostgres.requestsPerSecond).toFixed(2)} (two cores shared by both servers, PostgreSQL and the load generator)`,
  );

  await behindNginx([first!.url, second!.url]);

  const flood = await load(`${first!.url}/`, { connections: 200 });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const afterwards = await fetch(`${first!.url}/healthz`).then(
    (response) => response.status,
    () => 'no answer',
  );
  console.log('Home page, 200 connections:');
  row('one server, PostgreSQL', flood);
  console.log(`  shed as 503: ${flood.non2xx} of ${flood.total}; two seconds later the server answers ${afterwards}`);
  await Promise.all([first!.stop(), second!.stop()]);
} finally {
  cluster.stop();
}
