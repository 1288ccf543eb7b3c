import { randomBytes } from 'node:crypto';
import { CSP_REPORT_PATH } from '../bff/security-reports/routes';

/** A fresh nonce for each response: only scripts carrying it may run. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content Security Policy of rendered pages. Scripts need the response's nonce; the island
 * entry's own imports are trusted through 'strict-dynamic'. Style attributes are allowed
 * (custom properties set per element), style elements from elsewhere are not.
 */
/** The reporting group named in the policy, declared by the Reporting-Endpoints header. */
const CSP_REPORT_GROUP = 'csp';
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** One year, subdomains included: sent only on HTTPS answers (or behind a proxy saying so). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
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
