import { createHash, randomBytes } from 'node:crypto';
import { CSP_REPORT_PATH } from '../bff/security-reports/routes';

/**
 * Pages are rendered with this stand-in for their nonce, then sealed by `sealNonce`. It is
 * random per process so that no content can know and carry it.
 */
export const NONCE_PLACEHOLDER = `nonce${randomBytes(12).toString('hex')}`;

/**
 * Replaces the stand-in with the page's nonce: a digest of the page itself. The same page gives
 * every visitor the same bytes (a CDN can keep it), while markup injected into a page changes
 * the digest, so no injection can know the nonce it would need to run.
 */
export function sealNonce(html: string): { html: string; nonce: string } {
  const nonce = createHash('sha256').update(html).digest('base64').slice(0, 24);
  return { html: html.replaceAll(NONCE_PLACEHOLDER, nonce), nonce };
}

/** The reporting group named in the policy, declared by the Reporting-Endpoints header. */
const CSP_REPORT_GROUP = 'csp';
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** One year, subdomains included: sent only on HTTPS answers (or behind a proxy saying so). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The Content Security Policy of rendered pages. Scripts need the page's nonce; the island
 * entry's own imports are trusted through 'strict-dynamic'. Style sheets come from the site or
 * carry the nonce, so injected markup cannot bring CSS of its own (selectors that read attribute
 * values are how CSS leaks data). Style attributes stay allowed: they set one element's colours
 * and custom properties from validated content, and cannot select anything.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    // Violations are reported to the site, which stores them (report-uri for older browsers).
    `report-to ${CSP_REPORT_GROUP}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** The policy of answers that are not pages: nothing may load, run or frame them. */
export const NOTHING_ALLOWED = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};
