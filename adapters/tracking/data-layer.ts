/**
 * The tracking data layer: events pushed to `window.dataLayer` for the analytics tag, each with
 * the site language, the dark mode and the page chapters. Nothing is pushed without consent:
 * the consent manager creates the tracker only once the visitor accepted audience measurement.
 */
export const TRACKING_EVENTS = ['page_display', 'click.action', 'click.navigation', 'click.exit', 'click.download'] as const;
export type TrackingEventName = (typeof TRACKING_EVENTS)[number];

/** Links to files with these extensions are downloads. */
export const DOWNLOAD_EXTENSIONS = [
  'txt',
  'rtf',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'pdf',
  'odf',
  'odg',
  'odp',
  'ods',
  'odt',
  'fodt',
  'fods',
  'fodp',
  'fodg',
  'key',
] as const;

export interface PageTracking {
  siteLanguage: string;
  darkMode: boolean;
  /** The page's place in the site: the segments of its path after the locale prefix. */
  chapters: string[];
}

export interface TrackingEvent {
  event: TrackingEventName;
  site_language: string;
  dark_mode: boolean;
  page_chapter1: string;
  page_chapter2: string;
  page_chapter3: string;
  click_label?: string;
  click_url?: string;
}

/** "/en/travel/luggage" in en gives ["travel", "luggage"]; the home page has no chapter. */
export function pageChapters(path: string, localePrefixes: readonly string[]): string[] {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] && localePrefixes.includes(segments[0])) segments.shift();
  return segments;
}

/** What a click on a link or button is: leaving the site, downloading a document, navigating, or acting. */
export function classifyClick(target: { href?: string | null; isLink: boolean }, pageUrl: string): TrackingEventName {
  if (!target.isLink || !target.href) return 'click.action';
  let url: URL;
  try {
    url = new URL(target.href, pageUrl);
  } catch {
    return 'click.action';
  }
  const extension = url.pathname.split('.').at(-1)?.toLowerCase() ?? '';
  if (url.pathname.includes('.') && (DOWNLOAD_EXTENSIONS as readonly string[]).includes(extension)) return 'click.download';
  if (!['http:', 'https:'].includes(url.protocol)) return 'click.action';
  return url.origin === new URL(pageUrl).origin ? 'click.navigation' : 'click.exit';
}

export function trackingEvent(name: TrackingEventName, page: PageTracking, click?: { label: string; url?: string }): TrackingEvent {
  const [chapter1 = '', chapter2 = '', chapter3 = ''] = page.chapters;
  return {
    event: name,
    site_language: page.siteLanguage,
    dark_mode: page.darkMode,
    page_chapter1: chapter1,
    page_chapter2: chapter2,
    page_chapter3: chapter3,
    ...(click ? { click_label: click.label, ...(click.url ? { click_url: click.url } : {}) } : {}),
  };
}
