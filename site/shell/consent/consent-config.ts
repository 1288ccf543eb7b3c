import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import type { Translate } from '@quai/engine/i18n';

/** The consent category that gates the tracking data layer. */
export const ANALYTICS_CATEGORY = 'analytics';

/**
 * The consent manager's configuration in the page's language: necessary cookies (theme,
 * language, the consent itself) always on, audience measurement only when accepted.
 */
export function consentConfig(locale: string, t: Translate, onDecision: () => void): CookieConsentConfig {
  return {
    // Crawlers get the page without the banner, but automated browsers used to test it need it.
    hideFromBots: false,
    guiOptions: {
      consentModal: { layout: 'box inline', position: 'bottom right', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      [ANALYTICS_CATEGORY]: {},
    },
    onConsent: onDecision,
    onChange: onDecision,
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            title: t('shell.consent.title'),
            description: t('shell.consent.description'),
            acceptAllBtn: t('shell.consent.accept_all'),
            acceptNecessaryBtn: t('shell.consent.reject_all'),
            showPreferencesBtn: t('shell.consent.manage'),
          },
          preferencesModal: {
            title: t('shell.consent.title'),
            acceptAllBtn: t('shell.consent.accept_all'),
            acceptNecessaryBtn: t('shell.consent.reject_all'),
            savePreferencesBtn: t('shell.consent.save'),
            closeIconLabel: t('shell.consent.close'),
            sections: [
              { description: t('shell.consent.description') },
              {
                title: t('shell.consent.necessary.title'),
                description: t('shell.consent.necessary.description'),
                linkedCategory: 'necessary',
              },
              {
                title: t('shell.consent.analytics.title'),
                description: t('shell.consent.analytics.description'),
                linkedCategory: ANALYTICS_CATEGORY,
              },
            ],
          },
        },
      },
    },
  };
}
