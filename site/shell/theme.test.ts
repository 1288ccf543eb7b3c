import { documentTheme, THEME_BOOT_SCRIPT, themeCookie, themeFromCookieHeader } from './theme';

describe('theme preference', () => {
  it('is read from its cookie among others', () => {
    expect(themeFromCookieHeader('cc_cookie=abc; quai_theme=dark; lang=fr')).toBe('dark');
    expect(themeFromCookieHeader(themeCookie('light', false).split(';')[0])).toBe('light');
  });

  it('is kept in a Secure __Host- cookie over HTTPS, which the reader and the boot script both read', () => {
    const cookie = themeCookie('dark', true);
    expect(cookie).toMatch(/^__Host-quai_theme=dark; path=\/; .*; secure$/);
    expect(themeFromCookieHeader(`lang=fr; ${cookie.split(';')[0]}`)).toBe('dark');
    const root = { dataset: {} as Record<string, string> };
    new Function('document', THEME_BOOT_SCRIPT.replace('(document.documentElement)', '(document.root)'))({
      cookie: `lang=fr; ${cookie.split(';')[0]}`,
      root,
    });
    expect(root.dataset.theme).toBe('dark');
  });

  it('leaves the page to the system theme, and throws nothing, where cookies are refused (a sandboxed frame)', () => {
    const root = { dataset: {} as Record<string, string> };
    const refusing = {
      root,
      get cookie(): string {
        throw new DOMException("Failed to read the 'cookie' property from 'Document'", 'SecurityError');
      },
    };
    expect(() =>
      new Function('document', THEME_BOOT_SCRIPT.replace('(document.documentElement)', '(document.root)'))(refusing),
    ).not.toThrow();
    expect(root.dataset.theme).toBeUndefined();
  });

  it('falls back to system without cookie or with an unknown value', () => {
    expect(themeFromCookieHeader(undefined)).toBe('system');
    expect(themeFromCookieHeader('quai_theme=sepia')).toBe('system');
    expect(themeFromCookieHeader('quai_theme=%E0%A4%A')).toBe('system');
  });

  it('sets data-theme for an explicit choice, none for system, and light where the page forbids dark', () => {
    expect(documentTheme('dark', true)).toBe('dark');
    expect(documentTheme('system', true)).toBeUndefined();
    expect(documentTheme('dark', false)).toBe('light');
  });
});
