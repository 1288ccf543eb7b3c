import { acceptedCategories, CONSENT_BOOT_SCRIPT, consentCookie } from './consent-cookie';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const HTTP_LOCALHOST = { hostname: 'localhost', protocol: 'http:' };

/** The name=value part of a cookie assignment, as the browser sends it back. */
const sent = (cookie: string) => cookie.split(';')[0]!;

describe('consent cookie', () => {
  it('records "accept all" in the consent manager shape, and reads it back', () => {
    const cookie = consentCookie(true, { languageCode: 'fr', now: NOW, location: HTTP_LOCALHOST });
    const value = JSON.parse(decodeURIComponent(sent(cookie).slice('cc_cookie='.length))) as Record<string, unknown>;
    expect(value).toEqual({
      categories: ['necessary', 'analytics'],
      revision: 0,
      data: null,
      consentTimestamp: '2026-11-25T10:00:00.000Z',
      consentId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      services: { necessary: [], analytics: [] },
      languageCode: 'fr',
      lastConsentTimestamp: '2026-11-25T10:00:00.000Z',
      expirationTime: NOW.getTime() + 182 * 24 * 3600 * 1000,
    });
    expect(acceptedCategories(`quai_theme=dark; ${sent(cookie)}`)).toEqual(['necessary', 'analytics']);
  });

  it('records "reject all" as the necessary category only', () => {
    const cookie = consentCookie(false, { languageCode: 'en', now: NOW, location: HTTP_LOCALHOST });
    expect(acceptedCategories(sent(cookie))).toEqual(['necessary']);
  });

  it('lasts 182 days on the whole site, SameSite=Lax; on a domain it names it, over HTTPS it is Secure', () => {
    const local = consentCookie(true, { languageCode: 'fr', now: NOW, location: HTTP_LOCALHOST });
    expect(local.split('; ').slice(1)).toEqual(['expires=Wed, 26 May 2027 10:00:00 GMT', 'Path=/', 'SameSite=Lax']);
    const served = consentCookie(true, { languageCode: 'fr', now: NOW, location: { hostname: 'www.quai.example', protocol: 'https:' } });
    expect(served.split('; ').slice(1)).toEqual([
      'expires=Wed, 26 May 2027 10:00:00 GMT',
      'Path=/',
      'SameSite=Lax',
      'Domain=www.quai.example',
      'Secure',
    ]);
  });

  it('is no decision when missing, unreadable, or without what the manager requires', () => {
    expect(acceptedCategories('')).toBeUndefined();
    expect(acceptedCategories('other_cc_cookie=x')).toBeUndefined();
    expect(acceptedCategories('cc_cookie=%E0%A4%A')).toBeUndefined();
    expect(
      acceptedCategories(`cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ['necessary', 'analytics'] }))}`),
    ).toBeUndefined();
  });
});

describe('consent boot script', () => {
  const run = (cookie: string) => {
    const documentElement = { dataset: {} as Record<string, string> };
    new Function('document', CONSENT_BOOT_SCRIPT)({ cookie, documentElement });
    return documentElement.dataset.consent;
  };

  it('throws nothing and shows no banner where cookies are refused (a sandboxed frame): no decision could be kept', () => {
    const documentElement = { dataset: {} as Record<string, string> };
    const refusing = {
      documentElement,
      get cookie(): string {
        throw new DOMException("Failed to read the 'cookie' property from 'Document'", 'SecurityError');
      },
    };
    expect(() => new Function('document', CONSENT_BOOT_SCRIPT)(refusing)).not.toThrow();
    expect(documentElement.dataset.consent).toBeUndefined();
  });

  it('marks the page undecided, which shows the banner, only when no consent cookie exists', () => {
    expect(run('')).toBe('undecided');
    expect(run('quai_theme=dark; other_cc_cookie=1')).toBe('undecided');
    expect(run(`quai_theme=dark; ${sent(consentCookie(false, { languageCode: 'fr', location: HTTP_LOCALHOST }))}`)).toBeUndefined();
  });
});
