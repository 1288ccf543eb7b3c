import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Fewer, larger chunks: every page's own code (React, the engine, the entry) in one chunk, the
 * shell's islands in another, the consent manager in a third; block renderers and what only
 * they use stay split per block, so a page fetches the blocks it has. The mobile menu panel
 * stays apart: it is fetched when the burger is reached.
 */
const CHUNK_GROUPS = [
  { name: 'core', tags: ['$initial' as const], priority: 30 },
  { name: 'core', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]engine[\\/]|preload-helper|[\\/]site[\\/]shell[\\/]page-providers/, priority: 30 },
  { name: 'consent', test: /vanilla-cookieconsent|[\\/]site[\\/]shell[\\/](islands[\\/]consent|consent[\\/])/, priority: 25 },
  { name: 'shell', test: /[\\/]site[\\/]shell[\\/](?!.*MobileMenuPanel)|[\\/]blocks[\\/]_ui[\\/](SmartLink|RichText)/, priority: 20 },
];

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
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
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
