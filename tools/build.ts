import { resolve } from 'node:path';
import { build } from 'vite';

/**
 * `npm run build`: the client build (islands entry, styles, one chunk per renderer, manifest),
 * then the server build. Output goes to QUAI_DIST_DIR (default dist), so several builds can
 * live side by side.
 */
const dist = resolve(process.env.QUAI_DIST_DIR ?? 'dist');
await build({ build: { outDir: `${dist}/client` }, logLevel: 'warn' });
await build({ build: { ssr: 'site/server/main.ts', outDir: `${dist}/server`, emptyOutDir: true, copyPublicDir: false }, logLevel: 'warn' });
console.log(`Built into ${dist}`);
