import { describe, expect, it } from 'vitest';
import type { FileTiming } from '../../tests/reporters/file-timings';
import { timingsReport } from './report';

const file = (name: string, startedAt: number, endedAt: number): FileTiming => ({
  file: name,
  project: 'flows',
  tests: endedAt - startedAt,
  imports: 0,
  setup: 0,
  environment: 0,
  prepare: 0,
  total: endedAt - startedAt,
  startedAt,
  endedAt,
  testCount: 1,
  slowestTests: [],
  slowestImports: [],
});

describe('the timings report', () => {
  it('names the files that ended the run, with when each started: a long file started late shows there', () => {
    const files = [
      file('tests/e2e/short.e2e.ts', 0, 20_000),
      file('tests/e2e/gallery.e2e.ts', 400_000, 590_000),
      file('tests/e2e/early-long.e2e.ts', 0, 300_000),
      file('tests/e2e/middle.e2e.ts', 300_000, 560_000),
    ];
    const report = timingsReport([{ name: 'End-to-end tests', timings: { wall: 590_000, files }, sourceOf: () => '' }], []);
    const section = report.slice(report.indexOf('### The last files to end'), report.indexOf('### Slowest tests'));
    expect(section.split('\n').filter((line) => line.startsWith('| tests/'))).toEqual([
      '| tests/e2e/gallery.e2e.ts | 400.0 | 590.0 | 190.0 |',
      '| tests/e2e/middle.e2e.ts | 300.0 | 560.0 | 260.0 |',
      '| tests/e2e/early-long.e2e.ts | 0.0 | 300.0 | 300.0 |',
      '| tests/e2e/short.e2e.ts | 0.0 | 20.0 | 20.0 |',
    ]);
  });
});
