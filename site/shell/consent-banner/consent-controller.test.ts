// @vitest-environment jsdom
import { createTranslator } from '@quai/engine/i18n';
import { catalogs } from '../../../tests/helpers/render-block';
import { consentController } from './consent-controller';
import { acceptedCategories } from './consent-cookie';

const t = createTranslator('fr', catalogs.fr);
const controller = () => consentController({ locale: 'fr', t, path: '/grande-vitesse/histoire' });

function clearConsentCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'cc_cookie=; Path=/; expires=Thu, 01 Jan 1970 00:00:01 GMT';
}

/** Tracked events so far, by name. */
const events = () => (window.dataLayer ?? []).map((event) => event.event);

beforeEach(() => {
  clearConsentCookie();
  document.documentElement.dataset.theme = 'light';
  // What the script in <head> does for a visitor who has not decided.
  document.documentElement.dataset.consent = 'undecided';
  document.body.innerHTML = '<main id="main-content" tabindex="-1"><button type="button">Voir plus</button></main>';
});
afterEach(() => {
  delete window.dataLayer;
});

describe('consent controller', () => {
  it('on "accept all": writes the decision, hides the banner and starts tracking', () => {
    const consent = controller();
    const stop = consent.start();
    expect(window.dataLayer).toBeUndefined();
    consent.decide(true);
    expect(acceptedCategories(document.cookie)).toEqual(['necessary', 'analytics']);
    expect(document.documentElement.dataset.consent).toBeUndefined();
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'page_display', site_language: 'fr', page_chapter1: 'grande-vitesse' });
    stop();
  });

  it('on "reject all": writes the decision, hides the banner and tracks nothing, not even clicks', () => {
    const consent = controller();
    const stop = consent.start();
    consent.decide(false);
    expect(acceptedCategories(document.cookie)).toEqual(['necessary']);
    expect(document.documentElement.dataset.consent).toBeUndefined();
    document.querySelector('button')!.click();
    expect(window.dataLayer).toBeUndefined();
    stop();
  });

  it('on a later page: tracks from the stored decision', () => {
    controller().decide(true);
    delete window.dataLayer;
    const stop = controller().start();
    expect(events()).toEqual(['page_display']);
    document.querySelector('button')!.click();
    expect(events()).toEqual(['page_display', 'click.action']);
    stop();
  });

  it('opens the consent manager, which reads the banner decision and stops tracking when it is withdrawn', async () => {
    const consent = controller();
    const stop = consent.start();
    consent.decide(true);
    await consent.openPreferences();
    const preferences = document.querySelector<HTMLElement>('#cc-main [role="dialog"]')!;
    expect(preferences.getAttribute('aria-labelledby')).toBe('pm__title');
    expect(preferences.querySelector('#pm__title')!.textContent).toBe('Vos choix en matière de cookies');
    const analytics = preferences.querySelector<HTMLInputElement>('input[value="analytics"]')!;
    expect(analytics.checked).toBe(true);
    // The banner's own button once the manager runs: the manager records it and tells the page.
    consent.decide(false);
    expect(acceptedCategories(document.cookie)).toEqual(['necessary']);
    expect(analytics.checked).toBe(false);
    document.querySelector('main button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(events()).toEqual(['page_display']);
    stop();
  });
});
