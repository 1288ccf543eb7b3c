import { useEffect, useId, useState } from 'react';
import { useLocale, useT } from '@quai/engine/i18n';
import { useRequest } from '@quai/engine/request';
import styles from './ConsentBanner.module.css';
import { consentController, focusMainContent, OPEN_PREFERENCES, OPEN_PREFERENCES_SELECTOR } from './consent-controller';

/**
 * The consent banner, in the server's HTML of every page and hydrated as the "consent-banner"
 * island. It is hidden by CSS unless the script in <head> found no stored decision. Not modal:
 * the page stays usable and the focus is free. Any element marked to open the preferences (here,
 * in the footer, in a consent-preferences block) loads the consent manager on its first click.
 */
export default function ConsentBanner() {
  const t = useT();
  const locale = useLocale();
  const { path } = useRequest();
  const titleId = useId();
  // One per page: the locale, the messages and the path never change while it lives.
  const [consent] = useState(() => consentController({ locale, t, path }));

  useEffect(() => {
    const openPreferences = (event: MouseEvent) => {
      if (!(event.target as Element | null)?.closest?.(OPEN_PREFERENCES_SELECTOR)) return;
      event.preventDefault();
      consent.openPreferences().catch((error: unknown) => console.error('consent manager failed to load', error));
    };
    document.addEventListener('click', openPreferences);
    const stopTracking = consent.start();
    return () => {
      document.removeEventListener('click', openPreferences);
      stopTracking();
    };
  }, [consent]);

  const choose = (analytics: boolean) => {
    consent.decide(analytics);
    // The button pressed has just disappeared with the banner.
    focusMainContent();
  };

  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.texts}>
          <h2 id={titleId} className={styles.title}>
            {t('shell.consent.title')}
          </h2>
          <p className={styles.description}>{t('shell.consent.description')}</p>
        </div>
        <div className={styles.buttons}>
          {/* Accepting and refusing weigh the same. */}
          <button type="button" className={styles.button} onClick={() => choose(true)}>
            {t('shell.consent.accept_all')}
          </button>
          <button type="button" className={styles.button} onClick={() => choose(false)}>
            {t('shell.consent.reject_all')}
          </button>
          <button type="button" className={`${styles.button} ${styles.secondary}`} data-cc={OPEN_PREFERENCES} aria-haspopup="dialog">
            {t('shell.consent.manage')}
          </button>
        </div>
      </div>
    </section>
  );
}
