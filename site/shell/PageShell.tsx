import type { ReactNode } from 'react';
import { Blocks } from '@quai/engine/Blocks';
import { PointerContext } from '@quai/engine/engine-context';
import { useT } from '@quai/engine/i18n';
import { Island } from '@quai/engine/Island';
import { useLayout } from '@quai/engine/layout';
import { Breadcrumbs } from './Breadcrumbs';
import ConsentBanner from './consent-banner/ConsentBanner';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { ImageCredits } from './ImageCredits';
import styles from './PageShell.module.css';
import type { ShellData } from './shell-data';
import { Sidebar } from './Sidebar';
import { SKIP_TARGETS } from './skip-targets';

/**
 * The frame of every page: skip links, the consent banner (shown at the bottom), the header (an island), the breadcrumbs, the content in
 * the layout's width (712 px centered, 1064 px otherwise), the sidebar of full-width landing
 * pages, the image credits and the footer. A page background image sits behind it all.
 */
export function PageShell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const t = useT();
  const layout = useLayout();
  const background = shell.backgroundImage ? { backgroundImage: `url(${JSON.stringify(shell.backgroundImage.src)})` } : undefined;
  return (
    <div className={styles.shell} data-layout={layout.name} data-page-theme={shell.pageTheme} data-sidebar={shell.sidebar ? '' : undefined}>
      <nav className={styles.skipLinks} aria-label={t('shell.skip.label')}>
        <a href={`#${SKIP_TARGETS.menu}`}>{t('shell.skip.menu')}</a>
        <a href={`#${SKIP_TARGETS.content}`}>{t('shell.skip.content')}</a>
        {shell.footer && <a href={`#${SKIP_TARGETS.footer}`}>{t('shell.skip.footer')}</a>}
      </nav>
      <ConsentBanner />
      {/* Hydrated when the visitor comes to it (pointer, focus, key): its links and the theme switch
          work before, and a press meanwhile is answered once it is hydrated. Most visits never
          open a menu, so most pages run no React for the header at all. */}
      <Island name="header" component={Header} props={shell.header} hydrate="interaction" />
      <div className={styles.body} style={background} data-background={background ? '' : undefined}>
        <main
          id={SKIP_TARGETS.content}
          tabIndex={-1}
          className={styles.main}
          style={{ ['--content-width' as string]: `${layout.contentWidth}px` }}
        >
          <Breadcrumbs ancestors={shell.breadcrumbs} current={shell.title} />
          {children}
          <ImageCredits credits={shell.credits} />
        </main>
        {shell.sidebar && (
          <Sidebar>
            <PointerContext.Provider value="">
              <Blocks nodes={shell.sidebar} at="sidebar" />
            </PointerContext.Provider>
          </Sidebar>
        )}
      </div>
      {shell.footer && <Footer menus={shell.footer.menus} localeOptions={shell.footer.localeOptions} />}
    </div>
  );
}
