import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One config for the client build (island entry, global and shell styles, one chunk per block
 * renderer), the server build (`vite build --ssr site/server/main.ts`) and the tests.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: 'site/public',
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: {
      input: ['site/client/entry.tsx', 'site/client/global.css', 'site/client/shell-styles.ts'],
      preserveEntrySignatures: 'strict',
    },
  },
  ssr: { noExternal: [] },
  test: {
    environment: 'node',
    globals: true,
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**'],
    setupFiles: ['tests/setup-dom.ts'],
    // Store tests run on SQLite and on a real PostgreSQL server started for the run.
    globalSetup: ['tests/postgres-setup.ts'],
    testTimeout: 20000,
  },
});
