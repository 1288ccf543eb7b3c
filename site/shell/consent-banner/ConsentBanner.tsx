import { useId } from 'react';
import { useT } from '@quai/engine/i18n';
import styles from './ConsentBanner.module.css';
import { OPEN_PREFERENCES } from './consent-controller';
import { CONSENT_CHOICE_ATTRIBUTE, type ConsentChoice } from './consent-on-page';

/**
 * The consent banner, in the server's HTML of every page; not an island: its buttons are
 * answered by `startConsentOnPage` (consent-on-page.ts), which the page's script runs. It is
 * hidden by CSS unless the script in <head> found no stored decision. Not modal: the page stays
 * usable and the focus is free.
 */
export default function ConsentBanner() {
  const t = useT();
  const titleId = useId();
  const choice = (value: ConsentChoice) => ({ [CONSENT_CHOICE_ATTRIBUTE]: value });
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
          <button type="button" className={styles.button} {...choice('accept')}>
            {t('shell.consent.accept_all')}
          </button>
          <button type="button" className={styles.button} {...choice('reject')}>
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
