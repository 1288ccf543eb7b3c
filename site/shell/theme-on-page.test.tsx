// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@quai/engine/i18n';
import { catalogs } from '../../tests/helpers/render-block';
import { startThemeOnPage } from './theme-on-page';
import { ThemeSwitch } from './ThemeSwitch';

const withMessages = (element: React.ReactElement) => (
  <I18nProvider locale="fr" messages={catalogs.fr}>
    {element}
  </I18nProvider>
);
const radio = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((input) => input.parentElement?.textContent === name)!;
const rememberTheme = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = `quai_theme=${value}; path=/`;
};

let stop: (() => void) | undefined;
beforeEach(() => {
  delete document.documentElement.dataset.theme;
  rememberTheme('system');
  // The server's switch: the same HTML for every visitor, "system" checked.
  document.body.innerHTML = `<header>${renderToStaticMarkup(withMessages(<ThemeSwitch />))}</header>`;
});
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

describe('the theme switch, answered by the page script', () => {
  it("checks the visitor's remembered choice in the server's switch as soon as the script runs", () => {
    rememberTheme('dark');
    expect(radio('Sombre').checked).toBe(false);
    stop = startThemeOnPage();
    expect(radio('Sombre').checked).toBe(true);
    expect(radio('Système').checked).toBe(false);
  });

  it('takes a choice at once, remembers it for the next page, and back to the system leaves the page to it', async () => {
    stop = startThemeOnPage();
    const user = userEvent.setup();
    await user.click(radio('Sombre'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.cookie).toContain('quai_theme=dark');
    await user.click(radio('Système'));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(document.cookie).toContain('quai_theme=system');
  });

  it('keeps the choice checked and applied for this page where the browser refuses cookies (a sandboxed preview)', async () => {
    stop = startThemeOnPage();
    const refused = () => {
      throw new DOMException('cookies are refused here', 'SecurityError');
    };
    Object.defineProperty(document, 'cookie', { configurable: true, get: refused, set: refused });
    try {
      await userEvent.setup().click(radio('Sombre'));
      expect(radio('Sombre').checked).toBe(true);
      expect(document.documentElement.dataset.theme).toBe('dark');
    } finally {
      // The document's own cookie jar again (the accessor on Document.prototype).
      delete (document as { cookie?: string }).cookie;
    }
  });

  it("shows the choice in a switch rendered later (the mobile menu's), and a choice there in the header's too", async () => {
    stop = startThemeOnPage();
    const user = userEvent.setup();
    await user.click(radio('Clair'));
    const panel = document.createElement('div');
    document.body.append(panel);
    render(withMessages(<ThemeSwitch />), { container: panel });
    expect(radio('Clair', panel).checked).toBe(true);
    await user.click(radio('Sombre', panel));
    expect(radio('Sombre', document.querySelector('header')!).checked).toBe(true);
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(2);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
