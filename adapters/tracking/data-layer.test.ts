import { classifyClick, DOWNLOAD_EXTENSIONS, pageChapters, trackingEvent } from './data-layer';

const page = 'https://www.quai.example/voyager/bagages?x=1';

describe('tracking data layer', () => {
  it('classifies clicks: exit, download, navigation, action', () => {
    expect(classifyClick({ href: 'https://mastodon.social/@quai', isLink: true }, page)).toBe('click.exit');
    expect(classifyClick({ href: '/documents/conditions-generales.PDF', isLink: true }, page)).toBe('click.download');
    expect(classifyClick({ href: 'https://cdn.example.org/horaires-ter.xlsx', isLink: true }, page)).toBe('click.download');
    expect(classifyClick({ href: '/voyager/info-trafic', isLink: true }, page)).toBe('click.navigation');
    expect(classifyClick({ href: '/voyager/horaires.html', isLink: true }, page)).toBe('click.navigation');
    expect(classifyClick({ href: 'mailto:contact@quai.example', isLink: true }, page)).toBe('click.action');
    expect(classifyClick({ isLink: false }, page)).toBe('click.action');
  });

  it('counts every document extension of the spec as a download', () => {
    expect(DOWNLOAD_EXTENSIONS).toHaveLength(19);
    for (const extension of DOWNLOAD_EXTENSIONS)
      expect(classifyClick({ href: `/fichiers/document.${extension}`, isLink: true }, page)).toBe('click.download');
  });

  it('carries the site language, the dark mode and the page chapters', () => {
    const chapters = pageChapters('/en/travel/luggage', ['en', 'es', 'it']);
    expect(chapters).toEqual(['travel', 'luggage']);
    expect(
      trackingEvent('click.navigation', { siteLanguage: 'en', darkMode: true, chapters }, { label: 'Luggage', url: '/en/travel/luggage' }),
    ).toEqual({
      event: 'click.navigation',
      site_language: 'en',
      dark_mode: true,
      page_chapter1: 'travel',
      page_chapter2: 'luggage',
      page_chapter3: '',
      click_label: 'Luggage',
      click_url: '/en/travel/luggage',
    });
    expect(pageChapters('/', ['en'])).toEqual([]);
  });
});
