import { createHash } from 'node:crypto';
import { startFullApp } from './helpers/full-app';
import { SecurityReportStore } from '../site/bff/security-reports/store';

const site = await startFullApp({ trustedProxies: ['127.0.0.1'] });
afterAll(site.close);

/** A concrete address for each route: parameters filled with a plain word. */
const addresses = () => [
  ...new Set(
    site.routes
      .filter((route) => [route.method].flat().includes('GET'))
      .map((route) => route.url.replace(/:\w+/g, 'x').replace('*', 'une-page')),
  ),
];

/**
 * Scripts and style sheets run only when the policy names them (nonce or digest): never
 * 'unsafe-inline' for either, and every <style> of an HTML answer is one the policy allows.
 * Style attributes may stay (style-src-attr): they cannot select, so cannot leak.
 */
function expectNoInlineStyleSheetsUnlessAllowed(policy: string, body: string, where: string) {
  const directive = (name: string) =>
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';
  expect(directive('style-src'), where).not.toContain("'unsafe-inline'");
  expect(directive('script-src'), where).not.toContain("'unsafe-inline'");
  for (const [, attributes, css] of body.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)) {
    const nonce = /nonce="([^"]+)"/.exec(attributes!)?.[1];
    const digest = createHash('sha256').update(css!).digest('base64');
    const allowed =
      (nonce !== undefined && directive('style-src').includes(`'nonce-${nonce}'`)) || directive('style-src').includes(`'sha256-${digest}'`);
    expect(allowed, `${where}: a <style> the policy does not allow`).toBe(true);
  }
}

describe('security headers on every route', () => {
  it('every answer, pages, JSON and errors alike, carries the policy, its reporting endpoint and the usual headers', async () => {
    expect(addresses().length).toBeGreaterThan(5);
    for (const url of addresses()) {
      const response = await site.app.inject(url);
      const where = `${url} (${response.statusCode})`;
      expect(response.headers['content-security-policy'], where).toMatch(/base-uri 'none'/);
      expect(response.headers['reporting-endpoints'], where).toBe('csp="/api/csp-report"');
      expect(response.headers['x-content-type-options'], where).toBe('nosniff');
      expect(response.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], where).toBeUndefined();
      expectNoInlineStyleSheetsUnlessAllowed(response.headers['content-security-policy'] as string, response.body, where);
    }
  });

  it('every answer to a state-changing call, refusals included, carries the same headers', async () => {
    const posts = [
      ...new Set(
        site.routes
          .filter((route) => [route.method].flat().includes('POST'))
          .map((route) => route.url.replace(/:\w+/g, 'x').replace('*', 'une-page')),
      ),
    ];
    expect(posts).toEqual(expect.arrayContaining(['/api/webform', '/api/webformFile', '/api/csp-report']));
    for (const url of posts) {
      const response = await site.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' });
      const where = `POST ${url} (${response.statusCode})`;
      expect(response.statusCode, where).toBeLessThan(500);
      expect(response.headers['content-security-policy'], where).toMatch(/base-uri 'none'/);
      expect(response.headers['reporting-endpoints'], where).toBe('csp="/api/csp-report"');
      expect(response.headers['x-content-type-options'], where).toBe('nosniff');
      expect(response.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
    }
  });

  it('pages report violations to the site', async () => {
    const page = await site.app.inject('/');
    expect(page.headers['content-security-policy']).toMatch(/report-to csp; report-uri \/api\/csp-report/);
  });

  it('HSTS only over HTTPS, as a trusted proxy says it, never on a forged claim', async () => {
    const proxied = await site.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const forged = await site.app.inject({ url: '/', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('POST /api/csp-report', () => {
  it('stores the violations browsers send, in either format, and refuses what is not JSON', async () => {
    const modern = await site.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          body: { documentURL: 'https://quai.example/', effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js' },
        },
      ]),
    });
    expect(modern.statusCode).toBe(204);
    const legacy = await site.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': { 'document-uri': 'https://quai.example/en', 'violated-directive': 'style-src', 'blocked-uri': 'inline' },
      }),
    });
    expect(legacy.statusCode).toBe(204);
    const broken = await site.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: '{"csp-report": ',
    });
    expect(broken.statusCode).toBe(400);
    const stored = await new SecurityReportStore(site.store).latest();
    expect(stored.map((report) => [report.directive, report.blocked_uri])).toEqual([
      ['style-src', 'inline'],
      ['script-src-elem', 'https://evil.example/x.js'],
    ]);
  });
});
