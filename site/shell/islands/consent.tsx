import { useEffect, useRef } from 'react';
import { startBrowserTracking } from '../../../adapters/tracking/browser-tracker';
import { pageChapters } from '../../../adapters/tracking/data-layer';
import { useLocale, useT } from '@quai/engine/i18n';
import { DEFAULT_LOCALE, LOCALES } from '../../engine-config';
import { useRequest } from '@quai/engine/request';
import { ANALYTICS_CATEGORY, consentConfig } from '../consent/consent-config';

type CookieConsentApi = typeof import('vanilla-cookieconsent');

/** The consent manager, loaded once per page after the page is idle. */
let consentManager: Promise<CookieConsentApi> | undefined;
function loadConsentManager(): Promise<CookieConsentApi> {
  consentManager ??= Promise.all([import('vanilla-cookieconsent'), import('vanilla-cookieconsent/dist/cookieconsent.css'), import('../consent/consent-theme.css')]).then(([api]) => api);
  return consentManager;
}

function isDark(): boolean {
  const theme = document.documentElement.dataset.theme;
  return theme ? theme === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/**
 * The footer's Cookies button, hydrated as the "consent" island. Hydrating it starts the consent
 * manager (its banner shows until the visitor decides); the button reopens the preferences.
 * Tracking starts only while audience measurement is accepted.
 */
export default function CookieConsentButton({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { path } = useRequest();
  const stopTracking = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    void loadConsentManager().then((consent) => {
      if (cancelled) return;
      const applyDecision = () => {
        const accepted = consent.acceptedCategory(ANALYTICS_CATEGORY);
        if (accepted && !stopTracking.current) {
          const chapters = pageChapters(path, LOCALES.filter((code) => code !== DEFAULT_LOCALE));
          stopTracking.current = startBrowserTracking(() => ({ siteLanguage: locale, darkMode: isDark(), chapters }));
        } else if (!accepted && stopTracking.current) {
          stopTracking.current();
          stopTracking.current = undefined;
        }
      };
      void consent.run(consentConfig(locale, t, applyDecision));
    });
    return () => {
      cancelled = true;
      stopTracking.current?.();
    };
  }, [locale, path, t]);

  return (
    <button type="button" className={className} onClick={() => void loadConsentManager().then((consent) => consent.showPreferences())}>
      {t('shell.footer.cookies')}
    </button>
  );
}
