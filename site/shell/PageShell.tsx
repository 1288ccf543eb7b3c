import type { ReactNode } from 'react';
import { useLocale, useT } from '../../engine/i18n';
import { useLayout } from '../../engine/layout';
import { homePath } from '../content-store/pages';
import styles from './PageShell.module.css';

/**
 * The frame of every page: a skip link, the header, the main content in the layout's width and
 * the footer. The content width comes from the page layout (712 px centered, 1064 px otherwise).
 */
export function PageShell({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const layout = useLayout();
  return (
    <div className={styles.shell} data-layout={layout.name}>
      <a className={styles.skipLink} href="#main-content">
        {t('page.skip_to_content')}
      </a>
      <header className={styles.header}>
        <a href={homePath(locale)} className={styles.logo}>
          <img src="/logo.svg" alt="Quai" width={120} height={32} />
        </a>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main} style={{ ['--content-width' as string]: `${layout.contentWidth}px` }}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>© Quai</p>
      </footer>
    </div>
  );
}
