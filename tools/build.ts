import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'vite';
import { compiledFeeds } from '../site/bff/journeys/embedded/journey-data';
import { precompressFolder } from './precompress';

/**
 * `npm run build`: the client build (islands entry, styles, one chunk per renderer, manifest),
 * precompressed, then the server build, then the timetable compiled (SNCF's feeds read once here,
 * so that the server starts in a moment). Output goes to QUAI_DIST_DIR (default dist), so several builds can
 * live side by side.
 */
const root = process.cwd();
const dist = resolve(process.env.QUAI_DIST_DIR ?? 'dist');
await build({ build: { outDir: `${dist}/client` }, logLevel: 'warn' });
// The tickets' service worker: one classic script at a fixed address (a worker's URL must not
// change between builds, or browsers would keep the old one), next to the client's files.
await build({
  configFile: false,
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: `${dist}/client`,
    emptyOutDir: false,
    copyPublicDir: false,
    lib: { entry: 'site/client/ticket-worker/ticket-sw.ts', formats: ['iife'], name: 'ticketWorker', fileName: () => 'ticket-sw.js' },
  },
  logLevel: 'warn',
});
const compressed = precompressFolder(`${dist}/client`);
// The client's chunk groups are for browsers; the server keeps the default split (grouped
// chunks importing each other would deadlock on the server's top-level await).
await build({
  build: {
    ssr: 'site/server/main.ts',
    outDir: `${dist}/server`,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { codeSplitting: true } },
  },
  logLevel: 'warn',
});

compiledFeeds(root, process.env, (line) => console.log(line));

// The server bundle imports its dependencies from node_modules: a build outside the project
// gets a link to the project's, so it runs from wherever it was built.
if (relative(root, dist).startsWith('..') && !existsSync(join(dist, 'node_modules'))) {
  mkdirSync(dist, { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dist, 'node_modules'), 'dir');
}
console.log(`Built into ${dist} (${compressed} files precompressed with brotli and gzip)`);
