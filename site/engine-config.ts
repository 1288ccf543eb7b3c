import { configureEngine, type LayoutSettings } from '@quai/engine/config';
import type { PageDocument } from '../schemas/generated/page';

/**
 * The one place where the site tells the engine who it is: its locales, its time zone, its
 * page layouts and breakpoint, and its block types. Every entry point (the server, the browser
 * entry, the tools, the tests) imports this module before rendering anything.
 */
export const LOCALES = ['fr', 'en', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
/** French pages have no path prefix; the others live under /en, /es, /it. */
export const DEFAULT_LOCALE: Locale = 'fr';

/** The name of each locale in its own language, as the language selector shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English', es: 'Español', it: 'Italiano' };

/** The Drupal layouts a page may choose; centered ones read best in a narrower column. */
const LAYOUTS = {
  homepage: { contentWidth: 1064 },
  subhome: { contentWidth: 1064 },
  crisis: { contentWidth: 1064 },
  news_room: { contentWidth: 1064 },
  edito_centered: { contentWidth: 712, centered: true },
  landing_page_centered: { contentWidth: 712, centered: true },
} as const satisfies Record<PageDocument['layout'], LayoutSettings>;
type LayoutName = keyof typeof LAYOUTS;

// Inside the block, Locale and LayoutName would name the engine's own types: aliases reach the site's.
type SiteLocale = Locale;
type SiteLayoutName = LayoutName;
declare module '@quai/engine/config' {
  interface EngineTypes {
    locale: SiteLocale;
    layout: SiteLayoutName;
  }
}

export const siteEngineConfig = configureEngine({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // Trains run on French time: every date and time is computed and shown in it.
  timeZone: 'Europe/Paris',
  // British English writes dates day first, as the other three do.
  intlLocales: { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', it: 'it-IT' },
  layouts: LAYOUTS,
  defaultLayout: 'homepage',
  mobileBreakpoint: 768,
  blocks: async () => (await import('../blocks')).blockDefinitions,
});
