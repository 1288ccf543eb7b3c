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

/** JavaScript a page may fetch, gzip, React included (the design's budgets). */
const JS_BUDGETS = { home: 80 * 1024, results: 110 * 1024, claimForm: 100 * 1024 };

/**
 * The pages held to the site's budgets (Lighthouse mobile performance, CLS, LCP, SEO). A new
 * screen adds itself here and gets the same budgets.
 */
export const BENCH_PAGES: readonly BenchPage[] = [
  { name: 'home', path: '/', maxRequests: 20, maxJsGzipBytes: JS_BUDGETS.home },
  { name: 'itinerary results', path: resultsSearch(), maxJsGzipBytes: JS_BUDGETS.results },
  { name: 'webform', path: '/reclamation', maxJsGzipBytes: JS_BUDGETS.claimForm },
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

/** A booking looked up before a page is measured: the page is the traveller file's, for its session. */
export interface BookingLookup {
  reference: string;
  passengerName: string;
}

/** A page `npm run bench:lighthouse` measures on a phone, beside the baseline build. */
export interface MobilePage extends BenchPage {
  booking?: BookingLookup;
}

/** The six main pages of a visit, each held to PAGE_BUDGETS on a mid-range phone (Lighthouse's mobile preset). */
export const MOBILE_PAGES: readonly MobilePage[] = [
  { name: 'home', path: '/', maxJsGzipBytes: JS_BUDGETS.home },
  { name: 'results Paris → Lyon', path: resultsSearch(), maxJsGzipBytes: JS_BUDGETS.results },
  { name: 'claim form', path: '/reclamation', maxJsGzipBytes: JS_BUDGETS.claimForm },
  { name: 'gift-card tunnel', path: '/cartes-cadeaux/achat' },
  { name: 'tickets of QUAI01', path: '/dossier-voyageur/billets', booking: { reference: 'QUAI01', passengerName: 'Martin' } },
  { name: 'station board', path: BOARD },
];

/** Budgets of every page in BENCH_PAGES and MOBILE_PAGES (medians of Lighthouse's mobile preset). */
export const PAGE_BUDGETS = { performance: 95, seo: 100, accessibility: 100, maxCls: 0.02, maxTbtMs: 150, maxLcpMs: 2500 };
/** Load budgets: the results page in requests per second, the home page against a plain server. */
export const LOAD_BUDGETS = { resultsPerSecond: 300, homeToPlain: 0.2 };
