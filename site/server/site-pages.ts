import type { FastifyInstance } from 'fastify';
import { renderOptions } from './page-request';
import { siteOrigin } from './site-origin';

/**
 * Every other GET: the content's page at the request's path, or its 404 page. Registered last
 * by habit (the router prefers any declared path to this wildcard). Encapsulated: one route.
 */
export async function registerSitePages(app: FastifyInstance): Promise<void> {
  // Marked so the route listing leaves it out: links to pages are checked against the content.
  app.get('/*', { config: { pageRenderer: true } }, (request, reply) =>
    app.sendPage(request, reply, (runtime, info, nonce) =>
      // No page path starts with two slashes; a browser would read one as another host.
      info.path.startsWith('//')
        ? runtime.renderErrorPage(404, info, nonce, siteOrigin(request))
        : runtime.renderRequest(info, nonce, renderOptions(request)),
    ),
  );
}
