import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes posts from other origins: it keeps nothing and reads no cookie (the
     * playground's preview checks its forms so, from its sandbox).
     */
    acceptsCrossSite?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What Sec-Fetch-Site says of a request the site's own pages made, or one typed by the visitor. */
const OWN_SITE = new Set(['same-origin', 'none']);

/**
 * Refuses a state-changing request that another site's page made (a form or a script posting
 * into a visitor's session): browsers say where a request comes from in Sec-Fetch-Site, and in
 * Origin on every POST. A request with neither (a command-line client, a server) carries no
 * visitor's cookies and is let through.
 */
export async function refuseCrossSiteWrites(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.acceptsCrossSite) return;
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const crossSite = typeof fetchSite === 'string' ? !OWN_SITE.has(fetchSite) : origin !== undefined && !sameOrigin(origin, request);
  if (crossSite) {
    await reply
      .status(403)
      .send({ message: { message: 'Cross-site request refused.', error: 'This request was sent by another site and is refused.' } });
  }
}

function sameOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
