// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@quai/engine/i18n';
import { catalogs } from '../../../tests/helpers/render-block';
import ConsentBanner from './ConsentBanner';
import { OPEN_PREFERENCES } from './consent-controller';
import { acceptedCategories } from './consent-cookie';
import { CONSENT_READY_ATTRIBUTE, startConsentOnPage } from './consent-on-page';

/**
 * The page as the server sends it to a visitor who has not decided: the banner's markup (from
 * the component itself), the footer's Cookies button, the page's content; then the page's script.
 */
function pageWithBanner() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'cc_cookie=; Path=/; expires=Thu, 01 Jan 1970 00:00:01 GMT';
  document.documentElement.dataset.theme = 'light';
  document.documentElement.dataset.consent = 'undecided';
  const banner = renderToStaticMarkup(
    <I18nProvider locale="fr" messages={catalogs.fr}>
      <ConsentBanner />
    </I18nProvider>,
  );
  document.body.innerHTML = `${banner}<main id="main-content" tabindex="-1"><button type="button">Voir plus</button></main>
    <footer><button type="button" data-cc="${OPEN_PREFERENCES}">Cookies</button></footer>`;
}

const button = (name: string) => [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;
const events = () => (window.dataLayer ?? []).map((event) => event.event);
const start = () => startConsentOnPage({ locale: 'fr', messages: catalogs.fr, path: '/grande-vitesse/histoire' });

beforeEach(pageWithBanner);
afterEach(() => {
  delete window.dataLayer;
});

describe('the consent banner, answered by the page script', () => {
  it('does nothing before the script runs, then says it answers', () => {
    button('Tout refuser').click();
    expect(document.documentElement.dataset.consent).toBe('undecided');
    expect(document.documentElement.hasAttribute(CONSENT_READY_ATTRIBUTE)).toBe(false);
    const stop = start();
    expect(document.documentElement.hasAttribute(CONSENT_READY_ATTRIBUTE)).toBe(true);
    stop();
  });

  it('"Tout refuser": records necessary cookies only, hides the banner, gives the focus to the content, tracks nothing', () => {
    const stop = start();
    button('Tout refuser').click();
    expect(acceptedCategories(document.cookie)).toEqual(['necessary']);
    expect(document.documentElement.dataset.consent).toBeUndefined();
    expect(document.activeElement?.id).toBe('main-content');
    button('Voir plus').click();
    expect(window.dataLayer).toBeUndefined();
    stop();
  });

  it('"Tout accepter": records audience measurement and starts tracking the page', () => {
    const stop = start();
    button('Tout accepter').click();
    expect(acceptedCategories(document.cookie)).toEqual(['necessary', 'analytics']);
    expect(document.documentElement.dataset.consent).toBeUndefined();
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'page_display', site_language: 'fr', page_chapter1: 'grande-vitesse' });
    stop();
  });

  it('on a later page: tracks from the stored decision as the script starts', () => {
    const first = start();
    button('Tout accepter').click();
    first();
    delete window.dataLayer;
    const stop = start();
    expect(events()).toEqual(['page_display']);
    stop();
  });

  it('opens the preferences from the footer, in the page language, with the decision taken', async () => {
    const stop = start();
    button('Tout accepter').click();
    button('Cookies').click();
    await vi.waitFor(() =>
      expect(document.querySelector('#cc-main [role="dialog"] #pm__title')?.textContent).toBe('Vos choix en matière de cookies'),
    );
    expect(document.querySelector<HTMLInputElement>('#cc-main input[value="analytics"]')!.checked).toBe(true);
    stop();
  });
});
