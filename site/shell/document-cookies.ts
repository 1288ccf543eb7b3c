/**
 * The page's cookies, where the browser may refuse them: a sandboxed frame without same-origin
 * (the playground's preview) throws a SecurityError on any use of `document.cookie`, and so may
 * a privacy mode. A refused read reads as no cookie; a refused write is dropped (the choice then
 * lasts as long as the page).
 */
export function documentCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

export function setDocumentCookie(cookie: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari releases the site supports.
    document.cookie = cookie;
  } catch {
    // Refused (see above): nothing is remembered beyond this page.
  }
}
