import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@quai/engine/i18n';
import { useRequest } from '@quai/engine/request';
import type { SubMenuBlock } from '../../schemas/generated/blocks/sub-menu';
import { isExternalHref } from '../_ui/SmartLink';
import styles from './styles.module.css';

/** Share of the visible width one press of a scroll button moves the row. */
const SCROLL_STEP = 0.8;

/**
 * A row of section links. Buttons to scroll it appear on the side where links are hidden,
 * only when the row overflows; the current page's link is marked.
 */
export default function SubMenu({ title, links }: SubMenuBlock) {
  const t = useT();
  const { path } = useRequest();
  const row = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const list = row.current;
    if (!list) return;
    // scrollLeft is negative in right-to-left rows: compare magnitudes.
    const scrolled = Math.abs(list.scrollLeft);
    setOverflow({ start: scrolled > 1, end: scrolled + list.clientWidth < list.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    const list = row.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const list = row.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * SCROLL_STEP, behavior: 'smooth' });
  };

  return (
    <nav className={styles.subMenu} aria-label={title ?? t('blocks.sub_menu.label')}>
      {overflow.start && (
        <button
          type="button"
          className={styles.scroll}
          data-side="start"
          onClick={() => scroll(-1)}
          aria-label={t('blocks.sub_menu.scroll_start')}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <ul className={styles.links} ref={row} onScroll={measure}>
        {links.map((link, index) => {
          const external = link.external ?? isExternalHref(link.href);
          return (
            <li key={index}>
              <a
                href={link.href}
                className={styles.link}
                aria-current={link.href === path ? 'page' : undefined}
                title={link.a11yTitle}
                {...(external ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
      {overflow.end && (
        <button
          type="button"
          className={styles.scroll}
          data-side="end"
          onClick={() => scroll(1)}
          aria-label={t('blocks.sub_menu.scroll_end')}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
    </nav>
  );
}
