import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { generateAll, ROOT } from './generate';

/**
 * `npm run codegen` writes the TypeScript types of every schema and the block index.
 * `npm run codegen -- --check` writes nothing and fails when a generated file is stale.
 */
const check = process.argv.includes('--check');
const files = await generateAll();
const stale: string[] = [];
for (const [path, content] of files) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (current === content) continue;
  stale.push(relative(ROOT, path));
  if (!check) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
}
if (check && stale.length) {
  console.error(`Generated files are stale; run npm run codegen:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(check ? `${files.size} generated files are up to date.` : `${stale.length} of ${files.size} generated files written.`);
