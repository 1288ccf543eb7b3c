import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EmbeddedContentSource } from '../adapters/content/embedded-source';
import { blockDefinitions } from '../blocks';
import { formatProblem } from '@quai/engine/problems';
import { collections, createContentValidator } from '../site/content-store/collections';
import { brokenLinks } from '../site/content-store/links';
import { repeatedTitles } from '../site/content-store/repeated-titles';
import { pagesCollection } from '../site/content-store/pages';
import { ContentStore } from '../site/content-store/store';
import { loadCatalogs } from '../site/i18n/catalogs';
import type { PageDocument } from '../schemas/generated/page';
import { declaredGetRoutes, routeMatcher } from '../site/server/declared-routes';

/**
 * `npm run validate-content [-- <folder>]`: validates every content document (of site/content,
 * or the folder given) exactly as the server does at start-up and prints each problem with its
 * file and JSON pointer, then checks every internal link of pages, menus, crisis items and
 * webforms against the pages of its locale, the routes the server declares and the public files.
 * Warnings (webform properties the site does not use, set aside; a page whose first block repeats
 * its title as a heading) are listed too. Exits 1 on any problem, never on warnings alone.
 */
const root = resolve(process.env.QUAI_ROOT ?? process.cwd());
const folder = resolve(root, process.argv[2] ?? 'site/content');
const source = new EmbeddedContentSource(folder, root);
const store = await ContentStore.load(source, createContentValidator(blockDefinitions), collections);
const publicFolder = join(root, 'site/public');
const links = brokenLinks(
  collections.flatMap((collection) => store.documents(collection.name)),
  {
    pages: store.pages,
    isServerRoute: routeMatcher(await declaredGetRoutes(root)),
    isPublicFile: (path) => existsSync(join(publicFolder, path)) && statSync(join(publicFolder, path)).isFile(),
  },
);
const problems = [...store.problems, ...links];
const warnings = [
  ...store.warnings,
  ...repeatedTitles(store.documents<PageDocument>(pagesCollection.name), blockDefinitions, loadCatalogs(join(root, 'site/i18n'))),
];

for (const warning of warnings) console.warn(`warning: ${formatProblem(warning)}`);
for (const problem of problems) console.error(formatProblem(problem));
const pages = store.pages.all().length;
if (problems.length) {
  console.error(`\n${problems.length} problem(s) found (${links.length} broken link(s)); ${pages} valid page(s) would still be served.`);
  process.exit(1);
}
console.log(`Content is valid: ${pages} page(s).`);
