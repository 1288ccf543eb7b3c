import type { ReactNode } from 'react';
import type { Locale } from '@quai/engine/i18n';
import { PAGE_CONTEXT_ID, serializeForScript } from '@quai/engine/islands';
import { SITE_NAME, type PageSeo } from './seo';
import { CONSENT_BOOT_SCRIPT } from './consent-banner/consent-cookie';
import { THEME_BOOT_SCRIPT } from './theme';

export interface DocumentAssets {
  stylesheets: string[];
  /** Font files to fetch at once, before the style sheet that names them is read. */
  fonts?: string[];
  /** Module scripts to run: the island entry when the page has islands, Vite's client in development. */
  scripts: string[];
  /**
   * Inline JSON shared by the page's islands, or nothing when there are none. Made when the end
   * of the body renders, after the islands, so it can hold just what they use.
   */
  pageContext?: (() => string) | undefined;
}

/** The HTML document around every page: head, stylesheets, and scripts only where islands need them. */
export function Document({
  lang,
  theme,
  seo,
  nonce,
  assets,
  consent = true,
  children,
}: {
  lang: Locale;
  theme?: 'light' | 'dark' | undefined;
  seo: PageSeo;
  nonce: string;
  assets: DocumentAssets;
  /** Whether the page can show the consent banner (the shell's): a page without it has no use for the consent script. */
  consent?: boolean;
  children: ReactNode;
}) {
  return (
    // data-theme="light" marks a page without dark mode ("dark" a preview asked for); otherwise the inline script below paints the visitor's choice.
    <html lang={lang} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, run before paint so the theme never flashes. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        {consent && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, run before paint so a visitor who decided never sees the consent banner.
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />
        )}
        {/* The page's nonce for the <style> and <link> elements scripts add (react-aria's press styles, Vite's preloads): the policy allows no others. */}
        <meta property="csp-nonce" nonce={nonce} />
        <title>{seo.title}</title>
        <SeoTags seo={seo} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable: the manifest, the home-screen icon of iOS, and the browser's colours in each theme. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#0c3a6b" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#11151c" />
        {assets.fonts?.map((href) => (
          // Fonts are fetched in CORS mode even from the page's own origin: the preload must be too, or it is fetched twice.
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        {children}
        {assets.pageContext && <PageContextScript make={assets.pageContext} />}
        {assets.scripts.length > 0 && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: made by moduleLoader from the build's own script addresses.
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: moduleLoader(assets.scripts) }} />
        )}
      </body>
    </html>
  );
}

/**
 * The inline script that adds the page's module scripts. A page shared caches keep carries no
 * nonce and its policy names digests of inline code only ('strict-dynamic' then ignores 'self'):
 * a script element written in the HTML could not run, but one this allowed script creates can,
 * and so can everything it imports. Its text depends only on the build, so its digest does too.
 */
export function moduleLoader(scripts: readonly string[]): string {
  return `${serializeForScript(scripts)}.forEach(function(s){var e=document.createElement('script');e.type='module';e.src=s;document.body.appendChild(e)})`;
}

function PageContextScript({ make }: { make: () => string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page context, serialised by serializeForScript (site/server/runtime.tsx) so it cannot close the script element.
  return <script type="application/json" id={PAGE_CONTEXT_ID} dangerouslySetInnerHTML={{ __html: make() }} />;
}

/** Description, canonical and language alternates, sharing cards and structured data. */
function SeoTags({ seo }: { seo: PageSeo }) {
  return (
    <>
      {seo.description && <meta name="description" content={seo.description} />}
      {seo.noindex && <meta name="robots" content="noindex" />}
      {seo.canonical && <link rel="canonical" href={seo.canonical} />}
      {seo.alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={seo.title} />
      {seo.description && <meta property="og:description" content={seo.description} />}
      {seo.canonical && <meta property="og:url" content={seo.canonical} />}
      <meta property="og:image" content={seo.image} />
      <meta property="og:locale" content={seo.ogLocale} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={seo.title} />
      {seo.description && <meta name="twitter:description" content={seo.description} />}
      <meta name="twitter:image" content={seo.image} />
      {seo.structuredData.map((data, index) => (
        // JSON-LD is data, not a script the browser runs: the Content Security Policy does not apply.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by serializeForScript so it cannot close the script element.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />
      ))}
    </>
  );
}
