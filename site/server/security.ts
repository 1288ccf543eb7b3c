import { createHash, randomBytes } from 'node:crypto';
import { SITE_PATHS } from '../../adapters/bff-client/paths';

/**
 * Pages are rendered with this stand-in for their nonce, then sealed (`sealSharedPage` or
 * `sealPrivatePage`): no visitor ever receives it. It is random per process so that no content
 * can know and carry it: only the elements the server itself marked bear it.
 */
export const NONCE_PLACEHOLDER = `nonce${randomBytes(12).toString('hex')}`;

/** A sealed page: its final bytes and what its policy allows. */
export interface SealedHtml {
  html: string;
  allowed: PolicySources;
}

/** What a page's policy lets run: a nonce drawn for one response, or the digests of its own inline code. */
export type PolicySources = { nonce: string } | { scriptHashes: readonly string[]; styleHashes: readonly string[] };

/**
 * The `<style>` elements react-aria adds to the page as it runs (usePress's touch-action rule,
 * usePreventScroll's overscroll rule): a page without a nonce allows them by digest. Their text
 * is react-aria's; `tests/e2e/shared-pages.e2e.ts` fails on a policy violation if it changes.
 */
const LIBRARY_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

const MAX_KEPT_DIGESTS = 256;
const digests = new Map<string, string>();

/**
 * The CSP source of a digest of inline code (SHA-256, base64, of its UTF-8 text). A site has a
 * handful of inline scripts and styles, the same on every page: each is digested once.
 */
function hashSource(code: string): string {
  let source = digests.get(code);
  if (source === undefined) {
    if (digests.size >= MAX_KEPT_DIGESTS) digests.clear();
    source = `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
    digests.set(code, source);
  }
  return source;
}

/** Script types the browser runs (JSON data, structured data included, is not run and needs no policy). */
const RUNNABLE_SCRIPT_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;

/**
 * Seals a page a shared cache may keep: every element the server marked loses its stand-in
 * nonce, and the policy names the digests of the marked inline scripts and style sheets, plus
 * `extraScripts` (inline code the page's own scripts will add, such as a widget's). The bytes
 * depend only on the content and the build: every server gives every visitor the same page, and
 * no nonce is handed out for a minute or a day to whoever asks. Markup injected into a page
 * cannot carry the stand-in, so is not marked, and its scripts get no digest.
 */
export function sealSharedPage(html: string, extraScripts: Iterable<string> = []): SealedHtml {
  const scriptHashes = new Set<string>();
  const styleHashes = new Set(LIBRARY_STYLES.map(hashSource));
  const marked = new RegExp(`<(script|style)\\b([^>]*) nonce="${NONCE_PLACEHOLDER}"([^>]*)>([\\s\\S]*?)</\\1>`, 'g');
  for (const [, tag, before, after, code] of html.matchAll(marked)) {
    const attributes = `${before}${after}`;
    if (tag === 'style') styleHashes.add(hashSource(code!));
    else if (!/\ssrc=/.test(attributes) && RUNNABLE_SCRIPT_TYPE.test(/\stype="([^"]*)"/.exec(attributes)?.[1] ?? ''))
      scriptHashes.add(hashSource(code!));
  }
  for (const code of extraScripts) scriptHashes.add(hashSource(code));
  return {
    html: html.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, ''),
    allowed: { scriptHashes: [...scriptHashes].sort(), styleHashes: [...styleHashes].sort() },
  };
}

/**
 * Seals a page no cache keeps (a posted form's answer, a visitor's own page, an error): a nonce
 * drawn for this one response, 128 random bits, never served again.
 */
export function sealPrivatePage(html: string): SealedHtml {
  const nonce = randomBytes(16).toString('base64');
  return { html: html.replaceAll(NONCE_PLACEHOLDER, nonce), allowed: { nonce } };
}

/** The reporting group named in the policy, declared by the Reporting-Endpoints header. */
const CSP_REPORT_GROUP = 'csp';
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${SITE_PATHS.cspReport}"`;

/** One year, subdomains included: sent only on HTTPS answers (or behind a proxy saying so). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The Content Security Policy of rendered pages. Scripts need the page's nonce, or (on a page
 * shared caches keep) one of the digests of its own inline code; the island entry, which an
 * allowed inline script loads, and its imports are trusted through 'strict-dynamic'. Style
 * sheets come from the site or are allowed the same way, so injected markup cannot bring CSS of
 * its own (selectors that read attribute values are how CSS leaks data). Style attributes stay
 * allowed: they set one element's colours and custom properties from validated content, and
 * cannot select anything.
 */
export function contentSecurityPolicy(allowed: PolicySources): string {
  const [scripts, styles] =
    'nonce' in allowed ? [[`'nonce-${allowed.nonce}'`], [`'nonce-${allowed.nonce}'`]] : [allowed.scriptHashes, allowed.styleHashes];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts, "'strict-dynamic'"].join(' '),
    ['style-src', "'self'", ...styles].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The tickets page registers its service worker, a script of the site's own (nothing else runs as a worker).
    "worker-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    // Violations are reported to the site, which stores them (report-uri for older browsers).
    `report-to ${CSP_REPORT_GROUP}`,
    `report-uri ${SITE_PATHS.cspReport}`,
  ].join('; ');
}

/**
 * The policy of the tickets' service worker script, which governs the worker itself: it may
 * fetch from the site (the page, its files, the ticket calls) and load or run nothing else.
 */
export const SERVICE_WORKER_POLICY = "default-src 'none'; connect-src 'self'";

/** The policy of answers that are not pages: nothing may load, run or frame them. */
export const NOTHING_ALLOWED = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};
