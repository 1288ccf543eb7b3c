import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { measureJsSize } from './js-size';

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

const client = resolve(process.env.QUAI_DIST_DIR ?? 'dist', 'client');
if (existsSync(client)) {
  const sizes = measureJsSize(client);
  const interactive = sizes[1]!;
  for (const size of sizes) console.log(`JavaScript of a ${size.page}: ${size.files} file(s), ${size.gzipBytes} bytes gzip`);
  console.log(`  static / interactive: ${(sizes[0]!.gzipBytes / interactive.gzipBytes).toFixed(2)}`);
} else {
  console.log('JavaScript sizes: no build found, run npm run build first.');
}
