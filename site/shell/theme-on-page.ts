import { documentCookies, setDocumentCookie } from './document-cookies';
import { documentTheme, isThemePreference, themeCookie, themeFromCookieHeader, type ThemePreference } from './theme';

/** Marks the theme switch's radio buttons (light, dark, system), wherever a switch is rendered. */
export const THEME_CHOICE_ATTRIBUTE = 'data-theme-choice';

/** Checks `preference` in every theme switch under `root`. */
function showTheme(preference: ThemePreference, root: ParentNode): void {
  for (const input of root.querySelectorAll<HTMLInputElement>(`input[${THEME_CHOICE_ATTRIBUTE}]`))
    input.checked = input.value === preference;
}

/** Checks, in every theme switch under `root`, the choice the visitor's cookie remembers. */
export function showStoredTheme(root: ParentNode = document): void {
  showTheme(themeFromCookieHeader(documentCookies()), root);
}

/**
 * The theme switch with no island: native radio buttons (the server's HTML, and the mobile menu's
 * panel, rendered later) answered by one listener on the document. A choice is remembered in a
 * cookie the page's inline theme script reads, so the next page is painted in it from its first
 * frame; this page takes it at once. The switches show the remembered choice from the start (the
 * server's HTML is the same for every visitor, so it checks "system"). Returns what stops it (for tests).
 */
export function startThemeOnPage(): () => void {
  showStoredTheme();
  const choose = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute(THEME_CHOICE_ATTRIBUTE) || !isThemePreference(input.value)) return;
    setDocumentCookie(themeCookie(input.value, location.protocol === 'https:'));
    const theme = documentTheme(input.value, true);
    if (theme) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
    // The other switch (the header's and the mobile panel's are both on the page) follows: with
    // the choice itself, not the cookie read back, which a browser refusing cookies has not kept.
    showTheme(input.value, document);
  };
  document.addEventListener('change', choose);
  return () => document.removeEventListener('change', choose);
}
