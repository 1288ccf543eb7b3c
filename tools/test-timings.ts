import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TimingsFile } from '../tests/reporters/file-timings';
import { FILE_DURATIONS, recordDurations } from '../tests/slowest-first';
import { timingsReport, type SuiteTimings } from './test-timings/report';

/**
 * `npm run test:timings [-- unit|e2e] [file filters]`: runs the unit suite, the build and the end-to-end suite
 * as `npm test` does, with the file-timings reporter keeping every file's and every test's
 * figures and Vitest recording each file's slowest imports, then writes where the time went to
 * test-results/timings/report.md (and prints it), and each file's time to tests/file-durations.json,
 * from which the suites start their slowest files first. The figures of docs/testing.md come from it.
 */
const OUT = 'test-results/timings';
const SUITE_KEYS = ['unit', 'e2e'];
const asked = process.argv.slice(2).filter((arg) => SUITE_KEYS.includes(arg));
// Anything else narrows the run to the files whose path contains it, as `vitest run` does.
const filters = process.argv.slice(2).filter((arg) => !SUITE_KEYS.includes(arg));
const runs = (suite: string) => asked.length === 0 || asked.includes(suite);

const SUITES = [
  { key: 'unit', name: 'Unit and property tests', config: [] as string[] },
  { key: 'e2e', name: 'End-to-end tests', config: ['--config', 'tests/e2e/vitest.config.ts'] },
];

/** Runs a command in the terminal's view, answering its time in milliseconds and whether it passed. */
function timed(command: string, args: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { milliseconds: performance.now() - started, passed: result.status === 0 };
}

let passed = true;
const builds: Array<{ what: string; milliseconds: number }> = [];
const suites: SuiteTimings[] = [];
for (const suite of SUITES.filter(({ key }) => runs(key))) {
  if (suite.key === 'e2e') {
    const build = timed('npm', ['run', 'build']);
    builds.push({ what: 'npm run build (client and server)', milliseconds: build.milliseconds });
    if (!build.passed) process.exit(1);
  }
  const file = join(OUT, `${suite.key}.json`);
  // A run that ends before its reporter writes leaves no figures, rather than an earlier run's.
  rmSync(file, { force: true });
  const run = timed('npx', ['vitest', 'run', ...suite.config, '--experimental.importDurations.limit=10', ...filters], {
    QUAI_TEST_TIMINGS: file,
  });
  passed &&= run.passed;
  if (!existsSync(file)) continue;
  const timings = JSON.parse(readFileSync(file, 'utf8')) as TimingsFile;
  // The order the next runs start their files in (the slowest first).
  recordDurations(process.cwd(), timings.files);
  suites.push({ name: suite.name, timings, sourceOf: (path) => readFileSync(path, 'utf8') });
}

const report = timingsReport(suites, builds);
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'report.md'), report);
console.log(`\n${report}\nWritten to ${join(OUT, 'report.md')}; each file's time to ${FILE_DURATIONS}`);
process.exit(passed ? 0 : 1);
