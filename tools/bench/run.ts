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
  for (const size of await measurePageJavaScript()) {
    const shell = size.gzipBytes - size.entryGzipBytes - size.blockGzipBytes;
    console.log(`JavaScript of the ${size.page} (${size.path}): ${size.files} file(s), ${size.gzipBytes} bytes gzip`);
    console.log(`  island entry (React and the engine) ${size.entryGzipBytes}, block renderers ${size.blockGzipBytes}, shell and shared ${shell}`);
    console.log(`  shell beyond React / budget: ${(shell / SHELL_BUDGET_BYTES).toFixed(2)} ${shell <= SHELL_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}`);
  }
} else {
  console.log('JavaScript sizes: no build found, run npm run build first.');
}
