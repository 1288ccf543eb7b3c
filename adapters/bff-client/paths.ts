/**
 * Every path of the BFF, declared once: the browser's client (adapters/bff-client and the blocks'
 * calls) requests them, and the server (site/bff) registers its routes on them. They are the
 * spec's paths, kept as the front end already calls them.
 */

/** Journeys, traffic and the live streams of boards and train details. */
export const BFF_PATHS = {
  itineraries: '/api/bff/itineraries',
  trainDetails: '/api/bff/get-train-details',
  stationTimetable: '/api/bff/miv/get-station-timetable',
  locations: '/api/bff/locations',
  traffic: '/api/traffic',
  /** A line's timetable sheet (`:file` is `<line>.pdf`). */
  hourlyRecord: '/api/traffic/hourly-records/:file',
  /** Server-Sent Events of a station board and of train details, sent again when the realtime feed changes them. */
  liveStationTimetable: '/api/bff/live/station-timetable',
  liveTrainDetails: '/api/bff/live/train-details',
} as const;

/** The content searches. */
export const SEARCH_PATHS = {
  news: '/api/search/news',
  publications: '/api/search/publications',
  agency: '/api/search/agency',
  filters: '/api/search/filters',
} as const;

/** The traveller file's calls (the booking lookup, ticket codes, PDF links and files). */
export const TRAVELLER_FILE_API = {
  lookup: '/api/bff/booking-file',
  /** Leaving the traveller file: the lookup's access ends and its cookie is cleared. */
  logout: '/api/bff/booking-file/logout',
  barcode: '/api/pao/barcode',
  pdf: '/api/pao/pdf',
  proof: '/api/bff/mpd/proof',
  /** Where a PDF link points (with its signed token). */
  pdfFile: '/api/pao/pdf-file',
  publicKey: '/api/pao/ticket-public-key',
} as const;

const GIFT_CARD = '/api/bff/giftcard';

/** The gift-card tunnel's calls. */
export const GIFT_CARD_PATHS = {
  catalogue: `${GIFT_CARD}/worldline/get-catalog`,
  captcha: `${GIFT_CARD}/worldline/generate-captcha`,
  cardInformation: `${GIFT_CARD}/get-card-informations`,
  initPurchase: `${GIFT_CARD}/init-purchase`,
  finalizePurchase: `${GIFT_CARD}/finalize-purchase`,
  decrypt: '/api/decrypt',
} as const;

/** The card services a visitor asks for in a dialog, by the service's name. */
export const GIFT_CARD_SERVICE_PATHS = {
  'change-pin': `${GIFT_CARD}/change-pin`,
  'resend-email': `${GIFT_CARD}/resend-email`,
  'resend-purchase-email': `${GIFT_CARD}/resend-purchase-email`,
  'update-activation-date': `${GIFT_CARD}/update-activation-date`,
  retractation: `${GIFT_CARD}/retractation`,
} as const;

/** The webform calls: submissions and option lists (`op=autocomplete_options`) share one path. */
export const WEBFORM_PATHS = {
  submission: '/api/webform',
  file: '/api/webformFile',
  vat: '/api/defi/tva',
  captcha: '/api/webform/captcha',
} as const;

/** The crisis items of the header's banner. */
export const CRISIS_PATH = '/api/crisis';

/** The site's own calls: where browsers report policy violations, and the API reference's document. */
export const SITE_PATHS = {
  cspReport: '/api/csp-report',
  openApi: '/api/openapi.json',
} as const;
