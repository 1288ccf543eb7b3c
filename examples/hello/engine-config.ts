import { configureEngine } from '@quai/engine';

type HelloLocale = 'en';
type HelloLayout = 'page';
declare module '@quai/engine/config' {
  interface EngineTypes {
    locale: HelloLocale;
    layout: HelloLayout;
  }
}

/** The example site's whole configuration of the engine: one locale, its zone, one layout, three blocks. */
export const helloEngineConfig = configureEngine({
  locales: ['en'],
  defaultLocale: 'en',
  timeZone: 'America/Montreal',
  intlLocales: { en: 'en-CA' },
  layouts: { page: { contentWidth: 640 } },
  defaultLayout: 'page',
  mobileBreakpoint: 600,
  blocks: async () => [
    (await import('./blocks/greeting')).default,
    (await import('./blocks/opening-time')).default,
    (await import('./blocks/checklist')).default,
  ],
});
