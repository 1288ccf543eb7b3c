import { useT } from '@quai/engine/i18n';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * The page's ancestors, then the page itself. On mobile a single ancestor is a direct link
 * back to it; more collapse into a toggle showing their list (a <details>, so it needs no
 * JavaScript).
 */
export function Breadcrumbs({ ancestors, current }: { ancestors: readonly Crumb[]; current: string }) {
  const t = useT();
  if (!ancestors.length) return null;
  const parent = ancestors.at(-1)!;
  return (
    <nav aria-label={t('shell.breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol className={styles.full}>
        {ancestors.map((crumb, index) => (
          <li key={index}>
            <a href={crumb.href}>{crumb.label}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
      <div className={styles.compact}>
        {ancestors.length === 1 ? (
          <a href={parent.href} className={styles.back}>
            <span aria-hidden="true">‹ </span>
            {t('shell.breadcrumbs.back', { label: parent.label })}
          </a>
        ) : (
          <details className={styles.collapsed}>
            <summary className={styles.toggle}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t('shell.breadcrumbs.more')}</span>
            </summary>
            <ol className={styles.tooltip}>
              {ancestors.map((crumb, index) => (
                <li key={index}>
                  <a href={crumb.href}>{crumb.label}</a>
                </li>
              ))}
            </ol>
          </details>
        )}
        <span aria-current="page" className={styles.current}>
          {current}
        </span>
      </div>
    </nav>
  );
}
