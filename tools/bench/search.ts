import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seededRandom } from '../../site/bff/journeys/live/seeded-random';
import { newsEntry, type IndexEntry } from '../../site/bff/search/entries';
import { SearchIndex } from '../../site/bff/search/search-index';
import { SITE_MIGRATIONS } from '../../site/bff/features';
import { openStore } from '../../site/store/store';
import { newsArticles } from '../data/search-content/news';

/**
 * `npm run bench:search`: 10,000 generated news articles (the newsroom's sentences, each with
 * three stations of the SNCF list, so the vocabulary holds a few thousand place names) indexed
 * in the SQLite store, then 1,000 seeded searches: words, prefixes, typos, filters, late pages.
 * Prints the median search and the median index rebuild against their budgets (5 ms, 2 s), as
 * ratios: under 1 is within budget. QUAI_DATABASE_URL measures on PostgreSQL instead.
 */
const ARTICLES = 10_000;
const SEARCHES = 1000;
const REBUILDS = 3;
const SEARCH_BUDGET_MS = 5;
const REBUILD_BUDGET_MS = 2000;

const root = resolve(new URL('../..', import.meta.url).pathname);
const stations = (JSON.parse(readFileSync(join(root, 'site/data/stations-france.json'), 'utf8')) as Array<{ nom: string }>).map(
  (station) => station.nom,
);
const random = seededRandom('bench-search');
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;

const entries: IndexEntry[] = newsArticles(ARTICLES, '2026-11-16', 0, ['fr']).map((article) =>
  newsEntry({ ...article, body: `${article.body} Arrêts desservis : ${pick(stations)}, ${pick(stations)} et ${pick(stations)}.` }),
);

/** Misspells a word the way a hurried visitor does: one letter dropped, doubled or swapped. */
function typo(word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
}

const queries = Array.from({ length: SEARCHES }, () => {
  const station = pick(stations).split(/[ -]/)[0]!;
  const shape = Math.floor(random() * 5);
  if (shape === 0) return { name: station };
  if (shape === 1) return { name: station.length >= 5 ? typo(station) : station };
  if (shape === 2) return { name: pick(['travaux', 'grande vitesse', 'vélo', 'train de nuit', 'ponctualite', 'gare renovee']) };
  if (shape === 3) return { name: station.slice(0, 3), selects: { taxonomy: pick(['Travaux', 'Offres', 'Grande vitesse']) } };
  return { page: 1 + Math.floor(random() * 50) };
});

const dataDirectory = mkdtempSync(join(tmpdir(), 'quai-bench-search-'));
const store = await openStore({ dataDirectory, databaseUrl: process.env.QUAI_DATABASE_URL || undefined, migrations: SITE_MIGRATIONS });
const index = new SearchIndex(store);

const rebuildTimes: number[] = [];
for (let run = 0; run < REBUILDS; run++) {
  // A changed article each time, as an edit would: the index is rebuilt, never skipped.
  const changed = entries.map((entry, position) => (position === run ? { ...entry, title: `${entry.title} (${run})` } : entry));
  const start = performance.now();
  await index.rebuild(changed);
  rebuildTimes.push(performance.now() - start);
}

const times: number[] = [];
let found = 0;
for (const query of queries) {
  const start = performance.now();
  const page = await index.search({ kind: 'news', locale: 'fr', selects: {}, page: 1, limit: 9, ...query });
  times.push(performance.now() - start);
  if (page.count > 0) found++;
}
await store.close();
rmSync(dataDirectory, { recursive: true, force: true });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sorted = [...times].sort((a, b) => a - b);
const searchMedian = median(times);
const rebuildMedian = median(rebuildTimes);
console.log(`${ARTICLES} articles indexed on ${store.dialect}; ${SEARCHES} searches (${found} with results)`);
console.log(
  `search: median ${searchMedian.toFixed(2)} ms, 95th percentile ${sorted[Math.floor(0.95 * sorted.length)]!.toFixed(2)} ms; budget ${SEARCH_BUDGET_MS} ms, ratio ${(searchMedian / SEARCH_BUDGET_MS).toFixed(2)}`,
);
console.log(
  `rebuild: median ${rebuildMedian.toFixed(0)} ms over ${REBUILDS}; budget ${REBUILD_BUDGET_MS} ms, ratio ${(rebuildMedian / REBUILD_BUDGET_MS).toFixed(2)}`,
);
console.log(`  ${searchMedian < SEARCH_BUDGET_MS && rebuildMedian < REBUILD_BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`);
