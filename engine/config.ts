import type { BlockDefinition } from './definition';
import type { LayoutName, Locale } from './engine-types';

// The types a site narrows live apart so the block definition can use them without importing
// this module (which imports the block definition's type). A site still augments them here.
export type { EngineTypes, LayoutName, Locale } from './engine-types';

/** What a page layout means to blocks: the width of its content column in px, and whether it is centered. */
export interface LayoutSettings {
  contentWidth: number;
  centered?: boolean;
}

/** Everything the engine needs to know about the site that uses it: nothing else is site-specific. */
export interface EngineConfig {
  /** Every locale the site's content and catalogs exist in. */
  locales: readonly Locale[];
  defaultLocale: Locale;
  /** The IANA zone every date and time is computed and shown in, whatever the server's own. */
  timeZone: string;
  /** The BCP 47 tag dates are written with in each locale (en-GB or en-US for en), for their order and words. */
  intlLocales: Readonly<Record<Locale, string>>;
  /** The layouts a page may choose, by name. */
  layouts: Readonly<Record<LayoutName, LayoutSettings>>;
  /** The layout of a block rendered outside any page (a test, a preview). */
  defaultLayout: LayoutName;
  /** Below this viewport width in px the site uses its mobile presentation. */
  mobileBreakpoint: number;
  /**
   * The site's block types, loaded on demand: the server needs their schemas, while the browser
   * only loads the renderers of the islands it hydrates and never calls this.
   */
  blocks: () => Promise<readonly BlockDefinition[]>;
}

let current: EngineConfig | undefined;

/** Configures the engine for a site. Called once, by the site's own configuration module. */
export function configureEngine(config: EngineConfig): EngineConfig {
  if (!config.locales.includes(config.defaultLocale))
    throw new Error(`The default locale "${config.defaultLocale}" is not one of the locales (${config.locales.join(', ')})`);
  if (!(config.defaultLayout in config.layouts)) throw new Error(`The default layout "${config.defaultLayout}" is not one of the layouts`);
  current = config;
  return config;
}

/** The site's configuration; the engine reads it when it renders, never when it is imported. */
export function engineConfig(): EngineConfig {
  if (!current) throw new Error('The engine is not configured: import the site configuration that calls configureEngine() first');
  return current;
}
