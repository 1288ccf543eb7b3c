// @vitest-environment jsdom
import { startBrowserTracking } from './browser-tracker';

const page = () => ({ siteLanguage: 'fr', darkMode: false, chapters: ['dossier-voyageur', 'billets'] });

describe('browser tracker', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete window.dataLayer;
  });

  it('records a button that declares itself a download as click.download, and other buttons as click.action', () => {
    document.body.innerHTML =
      '<button type="button" data-tracking="click.download">Télécharger le billet (PDF)</button><button type="button">Afficher le code</button>';
    const stop = startBrowserTracking(page);
    const [download, action] = document.querySelectorAll('button');
    download!.click();
    action!.click();
    stop();
    expect(window.dataLayer!.map((event) => [event.event, event.click_label])).toEqual([
      ['page_display', undefined],
      ['click.download', 'Télécharger le billet (PDF)'],
      ['click.action', 'Afficher le code'],
    ]);
  });
});
