import { documentTheme, themeCookie, themeFromCookieHeader } from './theme';

describe('theme preference', () => {
  it('is read from its cookie among others', () => {
    expect(themeFromCookieHeader('cc_cookie=abc; quai_theme=dark; lang=fr')).toBe('dark');
    expect(themeFromCookieHeader(themeCookie('light').split(';')[0])).toBe('light');
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
