import { join, resolve } from 'node:path';
import { EmbeddedContentSource } from '../adapters/content/embedded-source';
import { blockDefinitions } from '../blocks';
import { formatProblem } from '../engine/problems';
import { collections, createContentValidator } from '../site/content-store/collections';
import { ContentStore } from '../site/content-store/store';

/**
 * `npm run validate-content [-- <folder>]`: validates every content document (of site/content,
 * or the folder given) exactly as the server does at start-up and prints each problem with its
 * file and JSON pointer. Exits 1 on any problem.
 */
const root = resolve(process.env.QUAI_ROOT ?? process.cwd());
const folder = resolve(root, process.argv[2] ?? 'site/content');
const source = new EmbeddedContentSource(folder, root);
const store = await ContentStore.load(source, createContentValidator(blockDefinitions), collections);

for (const problem of store.problems) console.error(formatProblem(problem));
const pages = store.pages.all().length;
if (store.problems.length) {
  console.error(`\n${store.problems.length} problem(s) found; ${pages} valid page(s) would still be served.`);
  process.exit(1);
}
console.log(`Content is valid: ${pages} page(s).`);
