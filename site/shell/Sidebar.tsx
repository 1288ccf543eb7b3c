import type { ReactNode } from 'react';
import { useT } from '@quai/engine/i18n';
import styles from './Sidebar.module.css';

/**
 * The sidebar of landing_page_full_width pages: sticky beside the content on desktop; on mobile
 * a panel fixed to the bottom, 88 px high until the visitor opens it (a <details>, no JavaScript).
 */
export function Sidebar({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <aside className={styles.sidebar} aria-label={t('shell.sidebar.label')}>
      <details className={styles.panel}>
        <summary className={styles.toggle}>{t('shell.sidebar.toggle')}</summary>
        <div className={styles.content}>{children}</div>
      </details>
    </aside>
  );
}
