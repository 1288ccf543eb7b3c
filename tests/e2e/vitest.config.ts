import { defineConfig } from 'vitest/config';

/** End-to-end tests: the production build served by the real server, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    globals: true,
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
