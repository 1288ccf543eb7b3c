import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer, type RunningServer } from '../../tests/e2e/server';
import { baselineCommit, buildBaseline, type BaselineBuild } from './baseline-build';
import { launchBenchChrome, lighthouseRun, medianResult, type LighthouseResult } from './lighthouse-pages';
import { type BookingLookup, MOBILE_PAGES, type MobilePage, PAGE_BUDGETS } from './pages';

/**
 * `npm run bench:lighthouse` (after `npm run build`): Lighthouse 12's mobile preset on the six
 * main pages (MOBILE_PAGES), each run taken on the current build then on a baseline commit's, in
 * turns, `--runs` times (3): the medians of both and their ratio. On a machine shared with other
 * work the absolute score moves from one minute to the next; the ratio of two runs taken side by
 * side is the figure to compare.
 *
 * --baseline REV      the commit to compare with (default: where this branch left main), checked
 *                     out and built in a temporary worktree during the run
 * --baseline-dist DIR an existing build to compare with instead (QUAI_DIST_DIR of another checkout)
 * --keep-baseline     keep the temporary worktree and say where its build is, for --baseline-dist
 * --runs N            Lighthouse runs per page and build
 * --only NAME         only the pages whose name contains NAME
 */
const { values: options } = parseArgs({
  options: {
    baseline: { type: 'string' },
    'baseline-dist': { type: 'string' },
    'keep-baseline': { type: 'boolean', default: false },
    runs: { type: 'string', default: process.env.QUAI_BENCH_RUNS ?? '3' },
    only: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const pages = MOBILE_PAGES.filter((page) => !options.only || page.name.includes(options.only));

if (!existsSync(resolve(process.env.QUAI_DIST_DIR ?? 'dist', 'server/main.js'))) {
  console.error('No build found: run npm run build first.');
  process.exit(2);
}

/** A Cookie header with the session of the page's booking, looked up on that server as the lookup form does. */
async function headersFor(server: RunningServer, page: MobilePage): Promise<Record<string, string> | undefined> {
  if (!page.booking) return undefined;
  const answer = await fetch(`${server.url}/api/bff/booking-file`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(page.booking satisfies BookingLookup),
  });
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  if (!answer.ok || !cookie) throw new Error(`${page.booking.reference} not found on ${server.url}: ${answer.status}`);
  return { Cookie: cookie };
}

interface Verdict {
  figure: string;
  met: boolean;
  budget: string;
}

/** Each budget the page is held to, met or not by its medians. */
function budgetVerdicts(page: MobilePage, median: LighthouseResult): Verdict[] {
  const verdicts: Verdict[] = [
    { figure: 'performance', met: median.performance >= PAGE_BUDGETS.performance, budget: `≥ ${PAGE_BUDGETS.performance}` },
    { figure: 'TBT', met: median.tbtMs <= PAGE_BUDGETS.maxTbtMs, budget: `≤ ${PAGE_BUDGETS.maxTbtMs} ms` },
    { figure: 'CLS', met: median.cls <= PAGE_BUDGETS.maxCls, budget: `≤ ${PAGE_BUDGETS.maxCls}` },
    {
      figure: 'accessibility',
      met: median.accessibility >= PAGE_BUDGETS.accessibility,
      budget: `≥ ${PAGE_BUDGETS.accessibility}`,
    },
    { figure: 'SEO', met: median.seo >= PAGE_BUDGETS.seo, budget: `≥ ${PAGE_BUDGETS.seo}` },
  ];
  if (page.maxJsGzipBytes !== undefined)
    verdicts.push({ figure: 'JS gzip', met: median.jsGzipBytes <= page.maxJsGzipBytes, budget: `≤ ${kB(page.maxJsGzipBytes)}` });
  return verdicts;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The figures printed for each page: how to show a value, and the budget's verdict when it has one. */
const FIGURES: Array<[string, (result: LighthouseResult) => number, (value: number) => string]> = [
  ['performance', (result) => result.performance, String],
  ['TBT', (result) => result.tbtMs, (value) => `${Math.round(value)} ms`],
  ['JS gzip', (result) => result.jsGzipBytes, kB],
  ['JS files', (result) => result.jsFiles, String],
  ['requests', (result) => result.requests, String],
  ['script bootup', (result) => result.bootupMs, (value) => `${Math.round(value)} ms`],
  ['LCP', (result) => result.lcpMs, (value) => `${(value / 1000).toFixed(2)} s`],
  ['CLS', (result) => result.cls, (value) => value.toFixed(3)],
  ['accessibility', (result) => result.accessibility, String],
  ['SEO', (result) => result.seo, String],
];

function figureRows(page: MobilePage, median: LighthouseResult, baseline: LighthouseResult, verdicts: Verdict[]): string[][] {
  return FIGURES.map(([figure, pick, show], index) => {
    const verdict = verdicts.find((candidate) => candidate.figure === figure);
    const ratio = pick(baseline) === 0 ? (pick(median) === 0 ? '1.00' : '—') : (pick(median) / pick(baseline)).toFixed(2);
    return [
      index === 0 ? page.name : '',
      figure,
      show(pick(median)),
      show(pick(baseline)),
      `${ratio}×`,
      verdict ? `${verdict.budget} ${verdict.met ? 'ok' : 'OVER'}` : '',
    ];
  });
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`Load average before: ${load()} (1, 5, 15 min)`);

const built: BaselineBuild | undefined = options['baseline-dist'] ? undefined : buildBaseline(baselineCommit(options.baseline));
const baselineDist = built?.dist ?? options['baseline-dist']!;
const servers: RunningServer[] = [];
try {
  // Load shedding off: a busy machine must not turn a page into a 503 under Lighthouse.
  const env = { QUAI_MAX_EVENT_LOOP_DELAY_MS: '0', QUAI_MAX_EVENT_LOOP_UTILIZATION: '0' };
  const current = await startServer({ env });
  servers.push(current);
  const baseline = await startServer({ env, dist: baselineDist });
  servers.push(baseline);
  const chrome = await launchBenchChrome();
  const rows: string[][] = [];
  let allMet = true;
  try {
    for (const page of pages) {
      const now: LighthouseResult[] = [];
      const before: LighthouseResult[] = [];
      const headers = [await headersFor(current, page), await headersFor(baseline, page)];
      // In turns, each build first every other run: a burst of other work on the machine falls on both.
      for (let run = 0; run < RUNS; run += 1) {
        const measureNow = async () => now.push(await lighthouseRun(current.url + page.path, chrome.port, headers[0]));
        const measureBefore = async () => before.push(await lighthouseRun(baseline.url + page.path, chrome.port, headers[1]));
        for (const measure of run % 2 ? [measureBefore, measureNow] : [measureNow, measureBefore]) await measure();
      }
      const [median, baselineMedian] = [medianResult(now), medianResult(before)];
      const verdicts = budgetVerdicts(page, median);
      allMet &&= verdicts.every((verdict) => verdict.met);
      rows.push(...figureRows(page, median, baselineMedian, verdicts));
      console.log(`${page.name}: measured (${RUNS} runs each)`);
    }
  } finally {
    chrome.kill();
  }
  console.log(`Load average after: ${load()}`);
  printTable(['page', 'figure', 'median', 'baseline', 'ratio', 'budget'], rows);
  console.log(`Baseline: ${built ? built.commit.slice(0, 12) : baselineDist}`);
  process.exitCode = allMet ? 0 : 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  if (built && options['keep-baseline']) console.log(`Baseline build kept: --baseline-dist ${built.dist}`);
  else built?.remove();
}
