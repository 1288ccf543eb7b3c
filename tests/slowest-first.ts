import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Each test file's time in milliseconds, by `project:path`, as the last `npm run test:timings`
 * measured it. Kept in the repository: a fresh clone has no results cache of Vitest's, which
 * would then start the largest files first, and a long file of few lines started last ran on
 * one worker while the others had nothing left to do.
 */
export const FILE_DURATIONS = 'tests/file-durations.json';

type Durations = Record<string, number>;

const keyOf = (project: string, path: string) => `${project}:${path}`;

export function readDurations(root: string): Durations {
  const path = join(root, FILE_DURATIONS);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Durations) : {};
}

/**
 * Records the measured files' times over the earlier ones, drops the files that no longer exist,
 * and writes the table sorted by key (a stable diff from run to run).
 */
export function recordDurations(root: string, measured: ReadonlyArray<{ project: string; file: string; total: number }>): void {
  const durations = readDurations(root);
  for (const { project, file, total } of measured) durations[keyOf(project, file)] = Math.round(total / 100) * 100;
  const kept = Object.keys(durations)
    .filter((key) => existsSync(join(root, key.slice(key.indexOf(':') + 1))))
    .sort();
  writeFileSync(join(root, FILE_DURATIONS), `${JSON.stringify(Object.fromEntries(kept.map((key) => [key, durations[key]])), null, 2)}\n`);
}

/**
 * Runs the slowest files first, so the run ends with short ones on every worker. Groups and
 * projects keep Vitest's order (a group runs after the one before it); a file not yet measured
 * goes first, as Vitest's own sequencer does with a file it does not know.
 */
export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = readDurations(this.ctx.config.root);
    const durationOf = (spec: TestSpecification) =>
      durations[keyOf(spec.project.name, relative(this.ctx.config.root, spec.moduleId))] ?? Number.POSITIVE_INFINITY;
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1) ||
        durationOf(b) - durationOf(a) ||
        (a.moduleId < b.moduleId ? -1 : 1),
    );
  }
}
