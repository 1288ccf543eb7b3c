import { translatorFor, type Locale, type PageMessages } from '@quai/engine/translate';
import { consentController, focusMainContent, OPEN_PREFERENCES_SELECTOR } from './consent-controller';

/** The banner's "accept all" and "reject all" buttons say which they are with this attribute. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
export type ConsentChoice = 'accept' | 'reject';

/** Set on the document once the banner's buttons and the preferences links answer. */
export const CONSENT_READY_ATTRIBUTE = 'data-consent-ready';

/**
 * The consent of the page, with no island: the banner is the server's HTML, and one listener on
 * the document answers its buttons and every element marked to open the preferences (the
 * banner's, the footer's, a consent-preferences block's); tracking starts from a decision stored
 * on an earlier page. No framework is needed for three buttons, so nothing is hydrated for them,
 * on every page. Returns what stops it (for tests).
 */
export function startConsentOnPage({ locale, messages, path }: { locale: Locale; messages: PageMessages; path: string }): () => void {
  const consent = consentController({ locale, t: translatorFor(locale, messages), path });
  const answer = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const choice = target?.closest?.(`[${CONSENT_CHOICE_ATTRIBUTE}]`)?.getAttribute(CONSENT_CHOICE_ATTRIBUTE) as
      | ConsentChoice
      | null
      | undefined;
    if (choice) {
      consent.decide(choice === 'accept');
      // The button pressed has just disappeared with the banner.
      focusMainContent();
    } else if (target?.closest?.(OPEN_PREFERENCES_SELECTOR)) {
      event.preventDefault();
      consent.openPreferences().catch((error: unknown) => console.error('consent manager failed to load', error));
    }
  };
  document.addEventListener('click', answer);
  const stopTracking = consent.start();
  document.documentElement.setAttribute(CONSENT_READY_ATTRIBUTE, '');
  return () => {
    document.removeEventListener('click', answer);
    document.documentElement.removeAttribute(CONSENT_READY_ATTRIBUTE);
    stopTracking();
  };
}
