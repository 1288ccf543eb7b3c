import { startPagesApp } from '../../tests/helpers/full-app';

const { app } = await startPagesApp();

const footerOf = async (path: string) => {
  const html = (await app.inject(path)).body;
  return html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
};
const englishLink = (footer: string) => /<a href="([^"]*)" lang="en"/.exec(footer)?.[1];

describe('the footer, kept by the server', () => {
  it('keeps each search in its language links, whichever search was shown before', async () => {
    const paris = '/itineraires/resultats?departureLabel=Paris&arrivalLabel=Lyon';
    const nantes = '/itineraires/resultats?departureLabel=Nantes&arrivalLabel=Rennes';
    expect(englishLink(await footerOf(paris))).toBe('/en/itineraries/results?departureLabel=Paris&amp;arrivalLabel=Lyon');
    expect(englishLink(await footerOf(nantes))).toBe('/en/itineraries/results?departureLabel=Nantes&amp;arrivalLabel=Rennes');
    expect(englishLink(await footerOf(paris))).toBe('/en/itineraries/results?departureLabel=Paris&amp;arrivalLabel=Lyon');
  });

  it('is the same footer on every visit of a page, in its own language, with the current language marked', async () => {
    const home = await footerOf('/');
    expect(await footerOf('/')).toBe(home);
    expect(home).toContain('<a href="/" lang="fr" hrefLang="fr" aria-current="true"');
    const english = await footerOf('/en');
    expect(english).toContain('<a href="/en" lang="en" hrefLang="en" aria-current="true"');
    expect(english).not.toBe(home);
    // The footer's own markup only: no resource hint of a root of its own.
    expect(home).not.toContain('<link');
  });
});
