import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';

/** One year: file names of built assets change with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built client (production), from `root`: hashed files are cached for a year, the others an
 * hour. Encapsulated: it only adds routes.
 */
export async function registerStaticFiles(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes a brotli (quality 11) and a gzip copy next to each file: sent as they are.
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, path) {
      const built = path.includes(`${join('/', 'assets', '/')}`);
      response.setHeader('cache-control', built ? IMMUTABLE : 'public, max-age=3600');
      // The playground's preview runs in a sandbox, an origin of its own: it loads the islands'
      // modules across origins. Built files are public and the same for everyone.
      if (built) response.setHeader('access-control-allow-origin', '*');
    },
  });
}
