import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule, TestRunEndReason, Vitest } from 'vitest/node';

/** What one test file cost, in milliseconds, as Vitest measured it in its worker. */
export interface FileTiming {
  file: string;
  project: string;
  /** Its tests and hooks (beforeAll, afterAll…): servers, browsers and clusters it starts count here. */
  tests: number;
  /** Importing the file and what it imports (and running its `describe` bodies). */
  imports: number;
  /** The setup files (tests/setup-dom.ts). */
  setup: number;
  /** Making its environment (jsdom for a file that asks for it). */
  environment: number;
  /** Vitest's own harness. */
  prepare: number;
  total: number;
  /** When the file started and ended, in milliseconds from the run's start: which files ran side by side, and which ran last. */
  startedAt: number;
  endedAt: number;
  testCount: number;
  /** Each test's own time, slowest first. */
  slowestTests: { name: string; duration: number }[];
  /** The modules whose import took longest, with their own time (without what they import). */
  slowestImports: { module: string; self: number; total: number }[];
}

export interface TimingsFile {
  /** Wall time of the run, from the first file started to the last ended. */
  wall: number;
  files: FileTiming[];
}

const SLOWEST_SHOWN = 10;

function timingOf(module: TestModule, root: string, span: { startedAt: number; endedAt: number }): FileTiming {
  const diagnostic = module.diagnostic();
  const tests = [...module.children.allTests()];
  const imports = Object.entries(diagnostic.importDurations ?? {})
    .filter(([path]) => path !== module.moduleId)
    .map(([path, duration]) => ({
      module: relative(root, path),
      self: Math.round(duration.selfTime),
      total: Math.round(duration.totalTime),
    }))
    .sort((a, b) => b.total - a.total)
    .slice(0, SLOWEST_SHOWN);
  const total =
    diagnostic.duration +
    diagnostic.collectDuration +
    diagnostic.setupDuration +
    diagnostic.environmentSetupDuration +
    diagnostic.prepareDuration;
  return {
    file: relative(root, module.moduleId),
    project: module.project.name,
    tests: Math.round(diagnostic.duration),
    imports: Math.round(diagnostic.collectDuration),
    setup: Math.round(diagnostic.setupDuration),
    environment: Math.round(diagnostic.environmentSetupDuration),
    prepare: Math.round(diagnostic.prepareDuration),
    total: Math.round(total),
    startedAt: Math.round(span.startedAt),
    endedAt: Math.round(span.endedAt),
    testCount: tests.length,
    slowestTests: tests
      .map((test) => ({ name: test.fullName, duration: Math.round(test.diagnostic()?.duration ?? 0) }))
      .sort((a, b) => b.duration - a.duration)
      .slice(0, SLOWEST_SHOWN),
    slowestImports: imports,
  };
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

/**
 * Prints, once the run ends, its wall time and its ten slowest files (their tests' and their
 * imports' share); with QUAI_TEST_TIMINGS set to a path, also writes every file's and every
 * test's figures there as JSON, which `npm run test:timings` turns into its report. A file
 * added to the suite is measured with the others: nothing lists them.
 */
export default class FileTimingsReporter implements Reporter {
  private vitest!: Vitest;
  private started = 0;
  private readonly spans = new Map<string, { startedAt: number; endedAt: number }>();

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestModuleStart(module: TestModule): void {
    const now = performance.now() - this.started;
    this.spans.set(module.id, { startedAt: now, endedAt: now });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.id);
    if (span) span.endedAt = performance.now() - this.started;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, _errors: unknown, reason: TestRunEndReason): void {
    if (reason === 'interrupted' || modules.length === 0) return;
    const wall = performance.now() - this.started;
    const files = modules
      .map((module) => timingOf(module, this.vitest.config.root, this.spans.get(module.id) ?? { startedAt: 0, endedAt: 0 }))
      .sort((a, b) => b.total - a.total);
    const logger = this.vitest.logger;
    logger.log(`\nTest files: ${files.length}, ${seconds(wall)} in all; the ${Math.min(SLOWEST_SHOWN, files.length)} slowest:`);
    for (const file of files.slice(0, SLOWEST_SHOWN)) {
      logger.log(`  ${seconds(file.total).padStart(8)}  ${file.file}  (tests ${seconds(file.tests)}, imports ${seconds(file.imports)})`);
    }
    const target = process.env.QUAI_TEST_TIMINGS;
    if (target) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, `${JSON.stringify({ wall: Math.round(wall), files } satisfies TimingsFile, null, 1)}\n`);
      logger.log(`Timings of every file written to ${target}`);
    }
  }
}
