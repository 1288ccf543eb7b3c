import type { FileTiming, TimingsFile } from '../../tests/reporters/file-timings';
import { startsIn } from './starts';

/** One suite's figures as the reporter wrote them, and a way to read each file's source. */
export interface SuiteTimings {
  name: string;
  timings: TimingsFile;
  sourceOf: (file: string) => string;
}

const SHOWN = 15;
const LAST_SHOWN = 5;
const seconds = (milliseconds: number) => (milliseconds / 1000).toFixed(1);
const sum = (files: readonly FileTiming[], part: (file: FileTiming) => number) => files.reduce((total, file) => total + part(file), 0);
const share = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)} %` : '–');
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

/** Where a suite's time went: its parts summed over files, then its slowest files, tests and imports. */
function suiteSection({ name, timings, sourceOf }: SuiteTimings): string {
  const { files } = timings;
  const busy = sum(files, (file) => file.total);
  const parts: Array<[string, (file: FileTiming) => number]> = [
    ['tests and hooks', (file) => file.tests],
    ['imports', (file) => file.imports],
    ['setup files', (file) => file.setup],
    ['environment (jsdom)', (file) => file.environment],
    ['harness', (file) => file.prepare],
  ];
  const jsdomFiles = files.filter((file) => /@vitest-environment jsdom/.test(sourceOf(file.file))).length;
  const tests = files.flatMap((file) => file.slowestTests.map((test) => ({ ...test, file: file.file })));
  const imports = new Map<string, { self: number; files: number }>();
  for (const file of files) {
    for (const entry of file.slowestImports) {
      if (!entry.module.includes('node_modules')) continue;
      const known = imports.get(entry.module) ?? { self: 0, files: 0 };
      imports.set(entry.module, { self: known.self + entry.self, files: known.files + 1 });
    }
  }
  const starting = files.map((file) => ({ file, starts: startsIn(sourceOf(file.file)) })).filter(({ starts }) => starts.length);
  return [
    `## ${name}`,
    '',
    `${files.length} files, ${sum(files, (file) => file.testCount)} tests, ${jsdomFiles} of the files in jsdom; ` +
      `${seconds(timings.wall)} s of wall time, ${seconds(busy)} s of work summed over the files (more than the wall time when files ran side by side).`,
    '',
    table(
      ['part', 'seconds', 'share'],
      parts.map(([label, part]) => [label, seconds(sum(files, part)), share(sum(files, part), busy)]),
    ),
    '',
    `### Slowest files`,
    '',
    table(
      ['file', 'total s', 'tests s', 'imports s', 'environment s', 'tests'],
      files
        .slice(0, SHOWN)
        .map((file) => [
          file.project ? `${file.file} (${file.project})` : file.file,
          seconds(file.total),
          seconds(file.tests),
          seconds(file.imports),
          seconds(file.environment),
          String(file.testCount),
        ]),
    ),
    '',
    `### The last files to end (a run ends with its longest file if that file started late)`,
    '',
    table(
      ['file', 'started at s', 'ended at s', 'total s'],
      [...files]
        .sort((a, b) => b.endedAt - a.endedAt)
        .slice(0, LAST_SHOWN)
        .map((file) => [file.file, seconds(file.startedAt), seconds(file.endedAt), seconds(file.total)]),
    ),
    '',
    `### Slowest tests`,
    '',
    table(
      ['test', 'file', 's'],
      tests
        .sort((a, b) => b.duration - a.duration)
        .slice(0, SHOWN)
        .map((test) => [test.name.replaceAll('|', '\\|'), test.file, seconds(test.duration)]),
    ),
    '',
    `### Packages whose import took longest (own time, summed over the files that import them)`,
    '',
    table(
      ['module', 's', 'files'],
      [...imports.entries()]
        .sort((a, b) => b[1].self - a[1].self)
        .slice(0, SHOWN)
        .map(([module, { self, files: count }]) => [module, seconds(self), String(count)]),
    ),
    '',
    `### What the files start`,
    '',
    starting.length
      ? table(
          ['file', 'starts', 'total s'],
          starting.map(({ file, starts }) => [file.file, starts.join(', '), seconds(file.total)]),
        )
      : 'Nothing: no server, browser, cluster, build or process.',
  ].join('\n');
}

/** The report in Markdown: one section per suite that ran, then the builds made during the run. */
export function timingsReport(suites: readonly SuiteTimings[], builds: ReadonlyArray<{ what: string; milliseconds: number }>): string {
  return [
    '# Test timings',
    '',
    ...suites.map((suite) => `${suiteSection(suite)}\n`),
    '## Builds during the run',
    '',
    builds.length
      ? table(
          ['build', 's'],
          builds.map((build) => [build.what, seconds(build.milliseconds)]),
        )
      : 'None.',
    '',
  ].join('\n');
}
