import { internalPath, linksIn } from './links';

describe('links of a content document', () => {
  it('finds address fields, crisis path aliases and anchors of rich text, with their pointers', () => {
    const page = {
      path: '/moi-meme',
      blocks: [
        { type: 'paragraph', text: '<p><a class="x" href="/a?b=1&amp;c=2">A</a> and <a href=\'/b\'>B</a></p>' },
        { type: 'itinerary-search', resultsPath: '/itineraires/resultats' },
        { type: 'banner', link: { href: '/c', label: 'C' } },
        { type: 'train-number-form', link: '/detail-train' },
      ],
      breadcrumbs: [{ label: 'Accueil', href: '/' }],
    };
    expect(linksIn(page)).toEqual([
      { pointer: '/blocks/0/text', href: '/a?b=1&c=2' },
      { pointer: '/blocks/0/text', href: '/b' },
      { pointer: '/blocks/1/resultsPath', href: '/itineraires/resultats' },
      { pointer: '/blocks/2/link/href', href: '/c' },
      { pointer: '/blocks/3/link', href: '/detail-train' },
      { pointer: '/breadcrumbs/0/href', href: '/' },
    ]);
    expect(linksIn({ path: { alias: '/info-trafic/greve', label: 'En savoir plus' } })).toEqual([
      { pointer: '/path/alias', href: '/info-trafic/greve' },
    ]);
  });

  it('keeps the path of internal addresses only', () => {
    expect(internalPath('/voyager/gares?codeZoneArret=1#haut')).toBe('/voyager/gares');
    expect(internalPath('/accessibilit%C3%A9')).toBe('/accessibilité');
    expect(internalPath('https://example.org/')).toBeUndefined();
    expect(internalPath('//cdn.example.org/x.js')).toBeUndefined();
    expect(internalPath('mailto:aide@quai.dev')).toBeUndefined();
    expect(internalPath('#haut')).toBeUndefined();
  });
});
