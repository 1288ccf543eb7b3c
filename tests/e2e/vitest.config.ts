import { defineConfig } from 'vitest/config';

const shared = { globals: true, testTimeout: 60000, hookTimeout: 60000 };

/**
 * End-to-end tests: the production build served by the real server, driven in Debian's Chromium.
 * One server (started by the global setup) serves two groups: the person-paced journeys
 * (`tests/e2e/person/`), several files at once: their pauses are idle time, so running them side
 * by side keeps the group's wall time close to that of its slowest file; then the flows, one file
 * at a time (Vitest runs a group of files without parallelism after the numbered groups).
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/global-setup.ts'],
    // The suite's wall time and its ten slowest files at the end (QUAI_TEST_TIMINGS: every figure, as JSON).
    reporters: ['default', './tests/reporters/file-timings.ts'],
    projects: [
      { test: { ...shared, name: 'flows', include: ['tests/e2e/**/*.e2e.ts'], exclude: ['tests/e2e/person/**'], fileParallelism: false } },
      {
        test: {
          ...shared,
          name: 'person',
          include: ['tests/e2e/person/**/*.e2e.ts'],
          sequence: { groupOrder: 1 },
          // Two files at a time, two journeys of each at a time: four pages of a person's pace at
          // once keep two cores busy between pauses without starving the server.
          maxWorkers: 2,
          maxConcurrency: 2,
          // A journey of a few dozen actions, each followed by a second's pause.
          testTimeout: 240000,
        },
      },
    ],
  },
});
