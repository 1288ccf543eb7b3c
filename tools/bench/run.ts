import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { startServer } from '../../tests/e2e/server';
import { lighthouseMedians } from './lighthouse-pages';
import { requestsPerSecond, startPlainServer } from './page-load';
import { BENCH_PAGES, LOAD_BUDGETS, PAGE_BUDGETS } from './pages';

/**
 * `npm run bench`: every budget in one table. Timing is noisy on a shared machine, so server
 * speed is given as ratios against a baseline measured in the same run; Lighthouse figures are
 * medians of QUAI_BENCH_RUNS runs (3 by default). Needs a build for everything but the SSR ratio.
 */
const SSR_BUDGET = 1.3;
const RUNS = Number(process.env.QUAI_BENCH_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.QUAI_BENCH_SECONDS ?? 10);

interface Row {
  budget: string;
  measured: string;
  ok: boolean;
}
const rows: Row[] = [];
const row = (budget: string, measured: string, ok: boolean) => rows.push({ budget, measured, ok });
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const failures = (count: number) => (count ? `, ${count} timed out` : '');

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
try {
  const { benchmarkSsr } = (await vite.ssrLoadModule('/tools/bench/ssr-page.tsx')) as typeof import('./ssr-page');
  const ssr = await benchmarkSsr(process.cwd());
  row(
    `SSR of ${ssr.blocks} blocks alone, engine / hand-written ≤ ${SSR_BUDGET}`,
    `${ssr.ratio.toFixed(2)} (${ssr.engineMs.toFixed(2)} / ${ssr.handMs.toFixed(2)} ms)`,
    ssr.ratio <= SSR_BUDGET,
  );
} finally {
  await vite.close();
}

if (existsSync(resolve(process.env.QUAI_DIST_DIR ?? 'dist', 'server/main.js'))) {
  // Load shedding off: the benchmark measures how fast pages are answered, not 503s.
  const server = await startServer({ env: { QUAI_MAX_EVENT_LOOP_DELAY_MS: '0', QUAI_MAX_EVENT_LOOP_UTILIZATION: '0' } });
  try {
    const lighthouse = await lighthouseMedians(
      BENCH_PAGES.map((page) => server.url + page.path),
      RUNS,
    );
    for (const page of BENCH_PAGES) {
      const result = lighthouse.get(server.url + page.path)!;
      row(
        `${page.name}: Lighthouse mobile performance ≥ ${PAGE_BUDGETS.performance}`,
        String(result.performance),
        result.performance >= PAGE_BUDGETS.performance,
      );
      row(
        `${page.name}: LCP < ${PAGE_BUDGETS.maxLcpMs / 1000} s, CLS ≤ ${PAGE_BUDGETS.maxCls}, TBT ≤ ${PAGE_BUDGETS.maxTbtMs} ms`,
        `${(result.lcpMs / 1000).toFixed(2)} s, ${result.cls.toFixed(3)}, ${Math.round(result.tbtMs)} ms`,
        result.lcpMs < PAGE_BUDGETS.maxLcpMs && result.cls <= PAGE_BUDGETS.maxCls && result.tbtMs <= PAGE_BUDGETS.maxTbtMs,
      );
      row(
        `${page.name}: Lighthouse SEO ${PAGE_BUDGETS.seo}`,
        `${result.seo} (accessibility ${result.accessibility})`,
        result.seo >= PAGE_BUDGETS.seo,
      );
      const requestsOk = page.maxRequests === undefined || result.requests < page.maxRequests;
      const jsOk = page.maxJsGzipBytes === undefined || result.jsGzipBytes <= page.maxJsGzipBytes;
      const limits = [
        page.maxRequests !== undefined ? `< ${page.maxRequests} requests` : '',
        page.maxJsGzipBytes !== undefined ? `≤ ${kB(page.maxJsGzipBytes)} JS gzip` : '',
      ]
        .filter(Boolean)
        .join(', ');
      row(
        `${page.name}: ${limits || 'requests and JS (no budget)'}`,
        `${result.requests} requests, ${kB(result.jsGzipBytes)} JS gzip in ${result.jsFiles} files`,
        requestsOk && jsOk,
      );
    }

    // Side by side: the site's home page, then the same bytes from a plain Node server.
    const plain = await startPlainServer(await (await fetch(`${server.url}/`)).text());
    try {
      const home = await requestsPerSecond(`${server.url}/`, LOAD_SECONDS);
      const plainServer = await requestsPerSecond(plain.url, LOAD_SECONDS);
      const ratio = home.rate / plainServer.rate;
      row(
        `home page under load ≥ ${LOAD_BUDGETS.homeToPlain}× a plain Node server sending its HTML`,
        `${ratio.toFixed(2)}× (${Math.round(home.rate)} / ${Math.round(plainServer.rate)} requests/s${failures(home.failed)})`,
        ratio >= LOAD_BUDGETS.homeToPlain,
      );
    } finally {
      await plain.close();
    }
    const results = BENCH_PAGES.find((page) => page.name === 'itinerary results')!;
    const resultsLoad = await requestsPerSecond(server.url + results.path, LOAD_SECONDS);
    row(
      `itinerary results page under load ≥ ${LOAD_BUDGETS.resultsPerSecond} requests/s`,
      `${Math.round(resultsLoad.rate)} requests/s${failures(resultsLoad.failed)}`,
      resultsLoad.rate >= LOAD_BUDGETS.resultsPerSecond && resultsLoad.failed === 0,
    );
  } finally {
    await server.stop();
  }
} else {
  row('pages (Lighthouse, requests, JavaScript, load)', 'no build found: run npm run build first', false);
}

const width = Math.max(...rows.map((entry) => entry.budget.length));
const measuredWidth = Math.max(...rows.map((entry) => entry.measured.length));
console.log(`| ${'budget'.padEnd(width)} | ${'measured'.padEnd(measuredWidth)} | verdict |`);
console.log(`|${'-'.repeat(width + 2)}|${'-'.repeat(measuredWidth + 2)}|---------|`);
for (const entry of rows)
  console.log(`| ${entry.budget.padEnd(width)} | ${entry.measured.padEnd(measuredWidth)} | ${entry.ok ? 'ok     ' : 'OVER   '} |`);
process.exitCode = rows.every((entry) => entry.ok) ? 0 : 1;
