import { BOARD, resultsSearch } from '../../tests/e2e/journey-paths';

/** A page the benchmark measures, with the budgets it is held to beyond the common ones. */
export interface BenchPage {
  name: string;
  path: string;
  /** At most this many requests (every kind) to load the page. */
  maxRequests?: number;
  /** At most this many bytes of JavaScript, gzip, React included. */
  maxJsGzipBytes?: number;
}

/**
 * The pages held to the site's budgets (Lighthouse mobile performance, CLS, LCP, SEO). A new
 * screen adds itself here and gets the same budgets.
 */
export const BENCH_PAGES: readonly BenchPage[] = [
  { name: 'home', path: '/', maxRequests: 20, maxJsGzipBytes: 90 * 1024 },
  { name: 'itinerary results', path: resultsSearch(), maxJsGzipBytes: 150 * 1024 },
  { name: 'webform', path: '/reclamation' },
  { name: 'station board', path: BOARD },
  { name: 'traffic information', path: '/info-trafic' },
  { name: 'traveller file', path: '/dossier-voyageur' },
  { name: 'news search', path: '/actualites' },
  { name: 'gift-card tunnel', path: '/cartes-cadeaux/achat' },
];

/** The itinerary call the results page makes, for the same search. */
export function itineraryCall(): string {
  const query = new URLSearchParams(resultsSearch().split('?')[1]);
  query.delete('departureLabel');
  query.delete('arrivalLabel');
  query.set('locale', 'fr');
  return `/api/bff/itineraries?${query}`;
}

/** Budgets of every page in BENCH_PAGES. */
export const PAGE_BUDGETS = { performance: 95, seo: 100, maxCls: 0.05, maxLcpMs: 2500 };
/** Load budgets: the results page in requests per second, the home page against a plain server. */
export const LOAD_BUDGETS = { resultsPerSecond: 300, homeToPlain: 0.2 };
