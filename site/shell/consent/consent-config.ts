import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import type { Translate } from '@quai/engine/i18n';
import type { ConsentCategory } from '../consent-banner/consent-cookie';

/** Exactly the categories the banner writes into the consent cookie. */
const CATEGORIES: Record<ConsentCategory, CookieConsentConfig['categories'][string]> = {
  necessary: { enabled: true, readOnly: true },
  analytics: {},
};

/**
 * The consent manager's configuration in the page's language: necessary cookies (theme,
 * language, the consent itself) always on, audience measurement only when accepted. Only its
 * preferences modal is used: the page renders the banner itself (site/shell/consent-banner).
 */
export function consentConfig(
  locale: string,
  t: Translate,
  { onDecision, onModalHide }: { onDecision: () => void; onModalHide: () => void },
): CookieConsentConfig {
  return {
    // Crawlers get the page without the banner, but automated browsers used to test it need it.
    hideFromBots: false,
    // Never its own banner: the page's banner shows to a visitor who has not decided.
    autoShow: false,
    guiOptions: { preferencesModal: { layout: 'box', equalWeightButtons: true } },
    categories: CATEGORIES,
    onConsent: onDecision,
    onChange: onDecision,
    onModalHide,
    language: {
      default: locale,
      translations: {
        [locale]: {
          // Nothing to say in its own banner, which never shows.
          consentModal: {},
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
                linkedCategory: 'necessary' satisfies ConsentCategory,
              },
              {
                title: t('shell.consent.analytics.title'),
                description: t('shell.consent.analytics.description'),
                linkedCategory: 'analytics' satisfies ConsentCategory,
              },
            ],
          },
        },
      },
    },
  };
}
