import { useEffect, useRef } from 'react';
// Static imports: the consent manager and its styles come in this island's own chunk, hydrated
// when the page is idle, instead of three more requests of a few bytes each.
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import '../consent/consent-theme.css';
import { startBrowserTracking } from '../../../adapters/tracking/browser-tracker';
import { pageChapters } from '../../../adapters/tracking/data-layer';
import { useLocale, useT } from '@quai/engine/i18n';
import { DEFAULT_LOCALE, LOCALES } from '../../engine-config';
import { useRequest } from '@quai/engine/request';
import { ANALYTICS_CATEGORY, consentConfig } from '../consent/consent-config';

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
    const applyDecision = () => {
      const accepted = CookieConsent.acceptedCategory(ANALYTICS_CATEGORY);
      if (accepted && !stopTracking.current) {
        const chapters = pageChapters(
          path,
          LOCALES.filter((code) => code !== DEFAULT_LOCALE),
        );
        stopTracking.current = startBrowserTracking(() => ({ siteLanguage: locale, darkMode: isDark(), chapters }));
      } else if (!accepted && stopTracking.current) {
        stopTracking.current();
        stopTracking.current = undefined;
      }
    };
    void CookieConsent.run(consentConfig(locale, t, applyDecision));
    return () => {
      stopTracking.current?.();
    };
  }, [locale, path, t]);

  return (
    <button type="button" className={className} onClick={() => CookieConsent.showPreferences()}>
      {t('shell.footer.cookies')}
    </button>
  );
}
