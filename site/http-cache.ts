import { createHash } from 'node:crypto';

/**
 * How long shared caches (a CDN, a reverse proxy) keep an anonymous page: one minute fresh
 * (QUAI_SHARED_CACHE_SECONDS, 60: the cache-in-front test shortens it), then served stale for
 * up to a day while one request refreshes it. Browsers revalidate every time (max-age=0) with
 * the ETag, so a visitor never sees a page older than the CDN's copy.
 */
export const SHARED_PAGE_SECONDS = sharedPageSeconds(process.env.QUAI_SHARED_CACHE_SECONDS);

function sharedPageSeconds(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 60;
  const seconds = Number(text);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`QUAI_SHARED_CACHE_SECONDS must be a whole number ≥ 1, not "${text}"`);
  return seconds;
}
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}, stale-while-revalidate=86400`;
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

/**
 * The tag of one content coding of a page: compressed bytes differ from the plain ones, so a
 * strong tag names the coding too (`"tag-gzip"`), and a cache never mixes two representations.
 */
export function etagOfEncoding(etag: string, encoding: string): string {
  return /^"[^"]*"$/.test(etag) && !ENCODED_TAG.test(etag) ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

const ENCODED_TAG = /-(br|gzip|deflate)"$/;

/**
 * The tag of If-None-Match that names this page, in any of its content codings (`*` included),
 * or undefined: the client's copy is current when there is one, and a 304 carries it back.
 */
export function matchingEtag(ifNoneMatch: string | undefined, etag: string): string | undefined {
  if (!ifNoneMatch) return undefined;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .find((tag) => tag === '*' || tag.replace(/^W\//, '').replace(ENCODED_TAG, '"') === etag);
}
