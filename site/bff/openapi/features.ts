/**
 * The parts of the API, as the reference groups its routes: each route belongs to the first
 * part one of whose path prefixes its path starts with.
 */
export const FEATURES: ReadonlyArray<{ tag: string; description: string; prefixes: readonly string[] }> = [
  {
    tag: 'journeys',
    description: 'Itineraries, train details, station boards and station search over the timetable.',
    prefixes: ['/api/bff/itineraries', '/api/bff/get-train-details', '/api/bff/miv/', '/api/bff/locations'],
  },
  {
    tag: 'live trains',
    description: 'Server-Sent Events of station boards and train details, updated from the realtime feed.',
    prefixes: ['/api/bff/live/'],
  },
  { tag: 'traffic', description: "Traffic messages of a perimeter and the lines' timetable sheets.", prefixes: ['/api/traffic'] },
  { tag: 'search', description: 'News, publications and agency searches and their filters.', prefixes: ['/api/search/'] },
  { tag: 'crisis', description: "Crisis items shown in the header's banner.", prefixes: ['/api/crisis'] },
  {
    tag: 'webforms',
    description: 'Form submissions, uploads, autocomplete options, the VAT check and the captcha.',
    prefixes: ['/api/webform', '/api/defi/'],
  },
  {
    tag: 'traveller file',
    description: 'Booking lookup, ticket codes, PDF tickets and proofs.',
    prefixes: ['/api/bff/booking-file', '/api/pao/', '/api/bff/mpd/'],
  },
  { tag: 'gift cards', description: 'The gift-card tunnel and services.', prefixes: ['/api/decrypt', '/api/bff/giftcard/'] },
  { tag: 'site', description: 'Security reports and this reference.', prefixes: ['/api/csp-report', '/api/openapi.json'] },
];

/** The part of the API a path belongs to; undefined for a path no part claims. */
export function featureOf(path: string): string | undefined {
  return FEATURES.find(({ prefixes }) => prefixes.some((prefix) => path.startsWith(prefix)))?.tag;
}
