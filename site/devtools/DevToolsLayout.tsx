import type { ReactNode } from 'react';
import { useT } from '@quai/engine/i18n';
import type { DevToolLink, DevToolName } from './tool';
import devtoolsCss from './devtools.css?raw';

const MAIN_ID = 'devtools-main';

/**
 * The room the developers' tools share (the block gallery, the flow inspector, the API
 * reference): the window's whole width, a small header linking each tool, and none of the public
 * shell (no crisis banner, consent banner, menu or footer, so no consent or tracking script).
 */
export function DevToolsLayout({
  tools,
  current,
  nonce,
  children,
}: {
  tools: readonly DevToolLink[];
  current: DevToolName;
  nonce: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="devtools">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the layout's own style sheet file, read from this repository. */}
      <style nonce={nonce} dangerouslySetInnerHTML={{ __html: devtoolsCss }} />
      <a className="devtools-skip" href={`#${MAIN_ID}`}>
        {t('devtools.skip')}
      </a>
      <header className="devtools-header">
        <a className="devtools-home" href="/">
          {t('devtools.site')}
        </a>
        <nav className="devtools-nav" aria-label={t('devtools.nav')}>
          <ul>
            {tools.map((tool) => (
              <li key={tool.name}>
                <a href={tool.path} aria-current={tool.name === current ? 'page' : undefined}>
                  {t(`devtools.tool.${tool.name}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="devtools-main">
        {children}
      </main>
    </div>
  );
}
