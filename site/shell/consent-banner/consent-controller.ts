import type { Translate } from '@quai/engine/translate';
import { startBrowserTracking } from '../../../adapters/tracking/browser-tracker';
import { pageChapters } from '../../../adapters/tracking/data-layer';
import { DEFAULT_LOCALE, LOCALES } from '../../engine-config';
import { documentCookies, setDocumentCookie } from '../document-cookies';
import { SKIP_TARGETS } from '../skip-targets';
import { acceptedCategories, ANALYTICS_CATEGORY, consentCookie } from './consent-cookie';

/**
 * The consent manager's own marker for "open the preferences" (`data-cc`): the banner's button,
 * the footer's Cookies button and the consent-preferences block carry it, and the manager wires
 * them itself once it runs.
 */
export const OPEN_PREFERENCES = 'show-preferencesModal';
export const OPEN_PREFERENCES_SELECTOR = `[data-cc="${OPEN_PREFERENCES}"]`;

type ConsentManager = typeof import('../consent/consent-manager');

function isDark(): boolean {
  const theme = document.documentElement.dataset.theme;
  return theme ? theme === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Where the focus goes when the banner it was in disappears: the start of the page's content. */
export function focusMainContent(): void {
  document.getElementById(SKIP_TARGETS.content)?.focus({ preventScroll: true });
}

/**
 * The page's consent, for one page: tracking runs while audience measurement is accepted; a
 * decision taken in the banner is written to the consent cookie directly; the consent manager
 * (vanilla-cookieconsent, its own chunk) is imported only when the visitor opens the preferences.
 */
export function consentController({ locale, t, path }: { locale: string; t: Translate; path: string }) {
  let stopTracking: (() => void) | undefined;
  let manager: ConsentManager | undefined;

  const track = (analytics: boolean) => {
    if (analytics && !stopTracking) {
      const chapters = pageChapters(
        path,
        LOCALES.filter((code) => code !== DEFAULT_LOCALE),
      );
      stopTracking = startBrowserTracking(() => ({ siteLanguage: locale, darkMode: isDark(), chapters }));
    } else if (!analytics && stopTracking) {
      stopTracking();
      stopTracking = undefined;
    }
  };

  /** A decision, from the banner or the manager: the banner goes, tracking follows it. */
  const applyDecision = (analytics: boolean) => {
    delete document.documentElement.dataset.consent;
    track(analytics);
  };

  return {
    /** Tracking from the decision stored on an earlier page; returns what stops it. */
    start(): () => void {
      track(acceptedCategories(documentCookies())?.includes(ANALYTICS_CATEGORY) ?? false);
      return () => track(false);
    },

    /** "Accept all" (analytics) or "reject all". Once the manager runs, through it, so it knows. */
    decide(analytics: boolean): void {
      if (manager) {
        manager.decide(analytics);
        return;
      }
      setDocumentCookie(consentCookie(analytics, { languageCode: locale, location: window.location }));
      applyDecision(analytics);
    },

    /** Loads the manager the first time, then opens its preferences. */
    async openPreferences(): Promise<void> {
      manager ??= await import('../consent/consent-manager');
      await manager.openPreferences(locale, t, {
        onDecision: (accepted) => applyDecision(accepted.includes(ANALYTICS_CATEGORY)),
        onFocusLost: focusMainContent,
      });
    },
  };
}
