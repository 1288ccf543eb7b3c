import { defineConfig } from 'vitest/config';
import InterleavedSequencer from './sequencer';
import { E2E_WORKERS } from './workers';

const shared = { globals: true, testTimeout: 60000, hookTimeout: 60000, maxWorkers: E2E_WORKERS };

/**
 * End-to-end tests: the production build served by the real server, driven in Debian's Chromium.
 * Two projects, run together on E2E_WORKERS workers, each worker on a server of its own (started by
 * the global setup): the person-paced journeys (`tests/e2e/person/`) and the flows. The sequencer
 * alternates them, so a journey's pauses leave the cores to a flow.
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/global-setup.ts'],
    sequence: { sequencer: InterleavedSequencer },
    // The suite's wall time and its ten slowest files at the end (QUAI_TEST_TIMINGS: every figure, as JSON).
    reporters: ['default', './tests/reporters/file-timings.ts'],
    projects: [
      { test: { ...shared, name: 'flows', include: ['tests/e2e/**/*.e2e.ts'], exclude: ['tests/e2e/person/**'] } },
      {
        test: {
          ...shared,
          name: 'person',
          include: ['tests/e2e/person/**/*.e2e.ts'],
          // Two journeys of a file at a time: their pauses leave room for each other.
          maxConcurrency: 2,
          // A journey of a few dozen actions, each followed by a second's pause.
          testTimeout: 240000,
        },
      },
    ],
  },
});
