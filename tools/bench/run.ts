import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { measurePageJavaScript } from './js-size';

/**
 * `npm run bench`: benchmarks that print ratios against a baseline measured in the same run.
 * The SSR benchmark runs through Vite so renderers load with their CSS modules, as in the site.
 */
const SSR_BUDGET = 1.3;

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
try {
  const { benchmarkSsr } = (await vite.ssrLoadModule('/tools/bench/ssr-page.tsx')) as typeof import('./ssr-page');
  const ssr = await benchmarkSsr(process.cwd());
  console.log(`SSR of a ${ssr.blocks}-block page: engine ${ssr.engineMs.toFixed(2)} ms, hand-written JSX ${ssr.handMs.toFixed(2)} ms`);
  console.log(`  ratio engine / hand-written: ${ssr.ratio.toFixed(2)} (budget ${SSR_BUDGET}) ${ssr.ratio <= SSR_BUDGET ? 'within budget' : 'OVER BUDGET'}`);
} finally {
  await vite.close();
}

const SHELL_BUDGET_BYTES = 60 * 1024;
if (existsSync(resolve(process.env.QUAI_DIST_DIR ?? 'dist', 'server/main.js'))) {
  const [staticPage, ...others] = await measurePageJavaScript();
  // On a page without block islands, everything beyond the entry (React, the engine) is the shell's.
  const shell = staticPage!.gzipBytes - staticPage!.entryGzipBytes;
  console.log(`JavaScript of the ${staticPage!.page} (${staticPage!.path}): ${staticPage!.files} file(s), ${staticPage!.gzipBytes} bytes gzip, no block renderer: ${staticPage!.blockGzipBytes === 0}`);
  console.log(`  island entry (React and the engine) ${staticPage!.entryGzipBytes}, the shell's own ${shell}`);
  console.log(`  shell / budget (60 kB beyond React): ${(shell / SHELL_BUDGET_BYTES).toFixed(2)} ${shell <= SHELL_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}`);
  for (const size of others) {
    console.log(`JavaScript of the ${size.page} (${size.path}): ${size.files} file(s), ${size.gzipBytes} bytes gzip, of which block renderers ${size.blockGzipBytes}`);
    console.log(`  this page / static page: ${(size.gzipBytes / staticPage!.gzipBytes).toFixed(2)}`);
  }
} else {
  console.log('JavaScript sizes: no build found, run npm run build first.');
}
