import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';
import type { Translate } from '@quai/engine/i18n';
import { consentConfig } from './consent-config';

/** What the page does with a decision taken in the manager: start or stop tracking, hide the banner. */
export interface ConsentListener {
  onDecision: (acceptedCategories: string[]) => void;
  /** The manager gave the focus back to an element that is gone (the hidden banner's button). */
  onFocusLost: () => void;
}

let started: Promise<unknown> | undefined;

/**
 * The consent manager, loaded only when the visitor asks for the preferences: it starts once per
 * page (reading the stored decision, which fires onDecision), then opens its preferences modal.
 * This folder imports no value from the rest of the site: the build would move that module into
 * the manager's chunk, and every page using it would then fetch the manager.
 */
export async function openPreferences(locale: string, t: Translate, listener: ConsentListener): Promise<void> {
  started ??= CookieConsent.run(
    consentConfig(locale, t, {
      onDecision: () => listener.onDecision(CookieConsent.getUserPreferences().acceptedCategories),
      onModalHide: () => {
        if (document.activeElement === document.body || !document.activeElement) listener.onFocusLost();
      },
    }),
  );
  await started;
  CookieConsent.showPreferences();
}

/** "Accept all" or "reject all" once the manager runs: through it, so its modal shows the new choice. */
export function decide(analytics: boolean): void {
  CookieConsent.acceptCategory(analytics ? 'all' : []);
}
