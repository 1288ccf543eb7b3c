import { defineConfig } from 'vitest/config';
import SlowestFirstSequencer from '../slowest-first';
import { WAIT_MS } from './waits';
import { FLOW_WORKERS, PERSON_WORKERS } from './workers';

const shared = {
  globals: true,
  // Room for a page's load and a wait or two at the browser's limits (PAGE_LOAD_MS, WAIT_MS in browser.ts).
  testTimeout: 150_000,
  hookTimeout: 150_000,
  // A poll waits as long as a locator does (waits.ts): one that succeeds returns at once.
  expect: { poll: { timeout: WAIT_MS } },
};

/**
 * End-to-end tests: the production build served by the real server, driven in Debian's Chromium,
 * a few files at a time (workers.ts), each worker on a server of its own (started by the global setup).
 * Two groups, one after the other: the person-paced journeys (`tests/e2e/person/`), whose
 * timings are a person's and are kept beside each other only, as they always ran; then the flows.
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Within each group, the slowest files first, by the times last measured (tests/file-durations.json).
    sequence: { sequencer: SlowestFirstSequencer },
    // The suite's wall time and its ten slowest files at the end (QUAI_TEST_TIMINGS: every figure, as JSON).
    reporters: ['default', './tests/reporters/file-timings.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'person',
          include: ['tests/e2e/person/**/*.e2e.ts'],
          sequence: { groupOrder: 0 },
          maxWorkers: PERSON_WORKERS,
          // Two journeys of a file at a time: their pauses leave room for each other.
          maxConcurrency: 2,
          // A journey of a few dozen actions, each followed by a second's pause.
          testTimeout: 240000,
        },
      },
      {
        test: {
          ...shared,
          name: 'flows',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: ['tests/e2e/person/**'],
          sequence: { groupOrder: 1 },
          maxWorkers: FLOW_WORKERS,
        },
      },
    ],
  },
});
