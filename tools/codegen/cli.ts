import { relative } from 'node:path';
import { generateAll, ROOT } from './generate';
import { writeStale } from './write';

/**
 * `npm run codegen` writes the TypeScript types of every schema and the block index.
 * `npm run codegen -- --check` writes nothing and fails when a generated file is stale.
 */
const check = process.argv.includes('--check');
const files = await generateAll();
const stale = writeStale(files, { check }).map((path) => relative(ROOT, path));
if (check && stale.length) {
  console.error(`Generated files are stale; run npm run codegen:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(check ? `${files.size} generated files are up to date.` : `${stale.length} of ${files.size} generated files written.`);
