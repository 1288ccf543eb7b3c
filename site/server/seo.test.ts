import { startPagesApp } from '../../tests/helpers/full-app';

// Behind a trusted proxy, the forwarded scheme and host make the site's origin.
const { app, runtime } = await startPagesApp({ islandScripts: ['/entry.js'], app: { trustedProxies: ['127.0.0.1'] } });
const ORIGIN = 'https://www.quai.example';
const get = (url: string) => app.inject({ url, headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.quai.example' } });

/** The head's tags of a given kind, as attribute maps. */
function tags(html: string, name: 'meta' | 'link'): Array<Record<string, string>> {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${name} ([^>]*?)/?>`, 'g'))].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!.toLowerCase(), attribute[2]!])),
  );
}
const meta = (html: string, key: string) => tags(html, 'meta').find((tag) => tag.name === key || tag.property === key)?.content;
/** A JSON-LD object of a page: its type, and for a breadcrumb trail its items. */
type LinkedData = { '@type': string; itemListElement: unknown[] } & Record<string, unknown>;
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as LinkedData);

describe('search engines and sharing', () => {
  it('gives a page its description, canonical, alternates of the locales it exists in plus x-default, and sharing tags', async () => {
    const html = (await get('/reclamation')).body;
    expect(meta(html, 'description')!.length).toBeGreaterThan(40);
    const links = tags(html, 'link');
    expect(links.find((link) => link.rel === 'canonical')?.href).toBe(`${ORIGIN}/reclamation`);
    const alternates = links.filter((link) => link.rel === 'alternate').map((link) => [link.hreflang, link.href]);
    expect(alternates).toContainEqual(['fr', `${ORIGIN}/reclamation`]);
    expect(alternates).toContainEqual(['x-default', `${ORIGIN}/reclamation`]);
    expect(alternates.filter(([hreflang]) => hreflang === 'en')).toHaveLength(1);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/reclamation`);
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/www\.quai\.example\/.+\.(svg|png|jpe?g|webp)$/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:locale')).toBe('fr_FR');
  });

  it('links only the locales a page exists in', async () => {
    const html = (await get('/paiement-securise')).body;
    const hreflangs = tags(html, 'link')
      .filter((link) => link.rel === 'alternate')
      .map((link) => link.hreflang);
    const sitemap = (await get('/sitemap.xml')).body;
    const entry = sitemap.slice(sitemap.indexOf(`<loc>${ORIGIN}/paiement-securise</loc>`)).split('</url>')[0]!;
    expect(hreflangs).toEqual([...entry.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]));
    expect(hreflangs).toContain('x-default');
  });

  it('describes the operator on home pages, the trail in breadcrumbs, and the station on a board', async () => {
    const home = structuredData((await get('/en')).body);
    expect(home.find((data) => data['@type'] === 'Organization')).toMatchObject({
      name: 'Quai',
      url: `${ORIGIN}/`,
      sameAs: expect.arrayContaining([expect.stringMatching(/^https:/)]),
    });
    const board = structuredData((await get('/gares/paris-gare-de-lyon/departs')).body);
    expect(board.find((data) => data['@type'] === 'TrainStation')).toMatchObject({ name: 'Paris Gare de Lyon', identifier: '87686006' });
    const trail = board.find((data) => data['@type'] === 'BreadcrumbList')!;
    expect(trail.itemListElement[0]).toMatchObject({ position: 1, name: 'Accueil', item: `${ORIGIN}/` });
    expect(trail.itemListElement.at(-1)).toMatchObject({ item: `${ORIGIN}/gares/paris-gare-de-lyon/departs` });
  });

  it('keeps error pages out of the index', async () => {
    const html = (await get('/nulle-part')).body;
    expect(meta(html, 'robots')).toBe('noindex');
    expect(tags(html, 'link').some((link) => link.rel === 'canonical')).toBe(false);
  });

  it('lists every page with its alternates in sitemap.xml, named by robots.txt with the gallery, inspector and API disallowed', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/_blocks', '/_design', '/_flows', '/_api', '/_playground', '/api/'])
      expect(robots.body).toContain(`Disallow: ${path}`);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const { content } = await runtime;
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Every page but those that ask not to be indexed (results and train details depend on a search).
    const indexed = content.pages.all().filter((page) => page.metatags?.robots !== 'noindex');
    expect(locs.sort()).toEqual(indexed.map((page) => `${ORIGIN}${page.path}`).sort());
    expect(sitemap.body).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en"/>`);
  });
});
