import type { ReactNode } from 'react';
import type { Locale } from '../../engine/i18n';
import { PAGE_CONTEXT_ID } from '../../engine/islands';

export interface DocumentAssets {
  stylesheets: string[];
  /** Module scripts to run: the island entry when the page has islands, Vite's client in development. */
  scripts: string[];
  /** Inline JSON shared by the page's islands, or nothing when there are none. */
  pageContext?: string;
}

/** The HTML document around every page: head, stylesheets, and scripts only where islands need them. */
export function Document({ lang, theme, title, description, nonce, assets, children }: { lang: Locale; theme?: 'light' | 'dark' | undefined; title: string; description?: string; nonce: string; assets: DocumentAssets; children: ReactNode }) {
  return (
    // data-theme is set by the server from the visitor's cookie: the first frame is in the right theme.
    <html lang={lang} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description && <meta name="description" content={description} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        {children}
        {assets.pageContext && <script type="application/json" id={PAGE_CONTEXT_ID} dangerouslySetInnerHTML={{ __html: assets.pageContext }} />}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} nonce={nonce} async />
        ))}
      </body>
    </html>
  );
}
