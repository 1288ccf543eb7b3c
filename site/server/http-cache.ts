import { createHash } from 'node:crypto';

/**
 * How long shared caches (a CDN, a reverse proxy) keep an anonymous page: one minute fresh,
 * then served stale for up to a day while one request refreshes it. Browsers revalidate every
 * time (max-age=0) with the ETag, so a visitor never sees a page older than the CDN's copy.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400';
/** Answers that depend on the one request (a form posted, an error page): kept by nobody. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Cache-Control of an API answer that any visitor may share, fresh for `seconds`. */
export function sharedApiCacheControl(seconds: number): string {
  return `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
}

/** A strong validator: the same bytes always give the same tag, different bytes a different one. */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** True when an If-None-Match header names the tag (or is `*`): the client's copy is current. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === `W/${etag}`);
}
