import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { noMessageParserInBrowser } from './site/client/no-message-parser-plugin.ts';
import { regenerateOnSchemaChange } from './tools/codegen/vite-plugin.ts';
import SlowestFirstSequencer from './tests/slowest-first.ts';
import { isolatedTestFiles } from './tests/unit-projects.ts';

/**
 * Fewer, larger chunks: the page's own script (the island scheduler and the consent banner's
 * answers, with no framework) in one chunk; React, the engine's roots and the page's providers in
 * a second, imported when the first island hydrates (a page whose islands wait for the visitor
 * never loads it at start); the shell's islands in another, the consent manager in a fourth;
 * block renderers stay split per block, so a page fetches the blocks it has, but their styles are
 * one stylesheet. What several blocks share is grouped when it
 * comes as many small files: the state machines' runtime (`xstate`), and the journey screens'
 * helpers with the BFF client (`rail`). react-aria is left in its own per-component chunks:
 * grouped, every page with a button would fetch its date and list code too (tried: the
 * results page then fetched 50 kB more), and those chunks are fetched by a form only once used.
 * The mobile menu panel stays apart: it is fetched when the burger is reached.
 */
const CHUNK_GROUPS = [
  // The content playground's entry and the flow inspector's chart script are their pages' alone: never in the chunk every page loads.
  { name: 'core', tags: ['$initial' as const], test: /^(?![\s\S]*[\\/]site[\\/]devtools[\\/])/, priority: 30 },
  // What a page's script loaded on its page alone (the tickets' offline saving) shares with the
  // islands: apart, or the script would pull in React with the chunk they are grouped in.
  { name: 'page-script-shared', test: /[\\/]engine[\\/]time\.ts$|[\\/]blocks[\\/]_rail[\\/]train-link\.ts$/, priority: 29.5 },
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]|[\\/]engine[\\/]|preload-helper|[\\/]site[\\/]shell[\\/]page-providers|[\\/]site[\\/]client[\\/]page-hydrator/,
    priority: 29,
  },
  { name: 'consent', test: /vanilla-cookieconsent|[\\/]site[\\/]shell[\\/]consent[\\/]/, priority: 25 },
  // Every block's styles in one stylesheet (about 15 kB gzip): a page of blocks links it once,
  // instead of one file of a few hundred bytes per block, each a render-blocking request.
  { name: 'block-styles', test: /[\\/]blocks[\\/].*\.css$/, priority: 22 },
  { name: 'shell', test: /[\\/]site[\\/]shell[\\/](?!.*MobileMenuPanel)|[\\/]blocks[\\/]_ui[\\/](SmartLink|RichText)/, priority: 20 },
  { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/, priority: 18 },
  // Not the modules that use react-aria: the board and other pages with no form would fetch it.
  {
    name: 'rail',
    test: /[\\/]blocks[\\/]_rail[\\/](?!StationAutocomplete|AriaLocale|EventsAccordion)|[\\/]domain[\\/]rail[\\/]|[\\/]blocks[\\/]_ui[\\/]useHydrated|[\\/]adapters[\\/]bff[\\/]|node_modules[\\/](?:swr|dequal)[\\/]/,
    priority: 15,
  },
];

const UNIT_TESTS = ['**/*.test.{ts,tsx}'];
const NOT_UNIT_TESTS = ['node_modules/**', 'dist/**', 'tests/e2e/**'];
const ISOLATED_TESTS = isolatedTestFiles(import.meta.dirname);

/**
 * One config for the client build (island entry, global and shell styles, one chunk per block
 * renderer), the server build (`vite build --ssr site/server/main.ts`) and the tests.
 */
export default defineConfig({
  plugins: [react(), noMessageParserInBrowser(), regenerateOnSchemaChange()],
  publicDir: 'site/public',
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: {
      // The playground's app and the flow inspector's chart script are entries of their own: no public page loads them.
      input: [
        'site/client/entry.ts',
        'site/client/global.css',
        'site/client/shell-styles.ts',
        'site/devtools/playground/client/main.tsx',
        'site/devtools/flows/client/diagram-controls.ts',
      ],
      preserveEntrySignatures: 'allow-extension',
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  ssr: { noExternal: [] },
  test: {
    environment: 'node',
    globals: true,
    // Two groups side by side on the same workers: the files in node share their worker's modules
    // (no isolation: the server and its schemas are imported once per worker, not once per file);
    // the files that render into a DOM, or measure the process, run each in a fresh one
    // (tests/unit-projects.ts).
    projects: [
      { extends: true, test: { name: 'shared', include: UNIT_TESTS, exclude: [...NOT_UNIT_TESTS, ...ISOLATED_TESTS], isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
    ],
    setupFiles: ['tests/setup-dom.ts'],
    // Store tests run on SQLite and on a real PostgreSQL server started for the run.
    globalSetup: ['tests/timetable-setup.ts', 'tests/postgres-setup.ts'],
    // Two files at a time on a 2-core machine (Vitest's default is the cores less one): one
    // worker left a core waiting for most of the run (docs/testing.md).
    maxWorkers: 2,
    // The slowest files first, by the times last measured (tests/file-durations.json).
    sequence: { sequencer: SlowestFirstSequencer },
    testTimeout: 20000,
    // Set-up in beforeAll (loading and validating the whole site's content) is work of the same size
    // as a test: at Vitest's default of 10 s it timed out on a machine loaded to 17 on two cores.
    hookTimeout: 20000,
    // Its ES modules import files without their extension, which Node refuses and Vite resolves.
    server: { deps: { inline: ['codemirror-json-schema'] } },
    // The run's wall time and its ten slowest files at the end (QUAI_TEST_TIMINGS: every figure, as JSON).
    reporters: ['default', './tests/reporters/file-timings.ts'],
  },
});
