import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE } from '../engine-config';
import type { PageIndex } from '../content-store/pages';
import { siteOrigin } from './site-origin';
import { PAGE_CACHE_CONTROL } from '../http-cache';
import type { SiteRuntime } from './runtime';

/** Paths kept out of search engines: the block gallery, the flow inspector and the API. */
const DISALLOWED_PATHS = ['/_blocks', '/_design', '/_flows', '/_api', '/_playground', '/api/'];

/** robots.txt: what crawlers may read, and where the sitemap is. */
function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: every page of every locale that may be indexed, each with the alternates of the
 * locales it exists in (the same set as its hreflang links) and x-default.
 */
function sitemapXml(pages: PageIndex, origin: string, defaultLocale: string): string {
  const entries = pages
    .all()
    .filter((page) => !/noindex/i.test(page.metatags?.robots ?? ''))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => {
      const translations = pages.translations(page);
      const fallback = translations.find((translation) => translation.langcode === defaultLocale) ?? { alias: page.path };
      const links = [...translations.map(({ langcode, alias }) => [langcode, alias] as const), ['x-default', fallback.alias] as const].map(
        ([hreflang, alias]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + alias)}"/>`,
      );
      return ['  <url>', `    <loc>${escapeXml(origin + page.path)}</loc>`, ...links, '  </url>'].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /robots.txt and GET /sitemap.xml, cached like pages. */
export async function registerSeoRoutes(app: FastifyInstance, runtime: () => Promise<SiteRuntime>): Promise<void> {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', PAGE_CACHE_CONTROL)
      .send(robotsTxt(siteOrigin(request))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const { content } = await runtime();
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', PAGE_CACHE_CONTROL)
      .send(sitemapXml(content.pages, siteOrigin(request), DEFAULT_LOCALE));
  });
}
