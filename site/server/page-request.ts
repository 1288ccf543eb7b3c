import type { FastifyRequest } from 'fastify';
import type { RequestInfo } from '@quai/engine/request';
import type { RenderOptions } from './runtime';
import { siteOrigin } from './site-origin';

/**
 * The decoded path and the query of a request URL, split by hand: URL parsing would read
 * `//evil.example/x` as another host and serve `/x`. A malformed escape keeps the raw path
 * (and finds no page).
 */
export function requestInfo(url: string): RequestInfo {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  try {
    return { path: decodeURIComponent(pathname), search };
  } catch {
    return { path: pathname, search };
  }
}

/** What a request brings to its page: the site's origin, and the cookies server data may read. */
export function renderOptions(request: FastifyRequest): RenderOptions {
  return { origin: siteOrigin(request), cookieHeader: request.headers.cookie };
}
