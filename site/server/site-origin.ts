import type { FastifyRequest } from 'fastify';

/**
 * Scheme and host of the site for absolute addresses (canonical, alternates, sharing images):
 * QUAI_PUBLIC_URL when set, else the host the request came to (behind a proxy, its forwarded
 * host and scheme).
 */
export function siteOrigin(request: FastifyRequest): string {
  const configured = process.env.QUAI_PUBLIC_URL;
  return (configured || `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
