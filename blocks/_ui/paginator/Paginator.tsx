import type { MouseEvent } from 'react';
import { useT } from '@quai/engine/i18n';
import { paginatorItems } from './page-window';
import styles from './Paginator.module.css';

/** A click the page may handle itself: a plain left click, no key held (others open a tab, a window...). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Page links in a <nav>: real links to each page's address, so paging works without
 * JavaScript; with it, `onNavigate` takes a plain click over. The current page is marked with
 * aria-current. Nothing is shown for a single page.
 */
export function Paginator({
  current,
  pageCount,
  label,
  hrefOf,
  onNavigate,
}: {
  current: number;
  pageCount: number;
  label: string;
  hrefOf: (page: number) => string;
  onNavigate?: (page: number) => void;
}) {
  const t = useT();
  const items = paginatorItems(current, pageCount);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.paginator}>
      <ul className={styles.list}>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={hrefOf(item.page)}
                className={styles.page}
                aria-label={t('paginator.page', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={(event) => {
                  if (!onNavigate || !isPlainClick(event)) return;
                  event.preventDefault();
                  onNavigate(item.page);
                }}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
