import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePreventScroll } from 'react-aria';
import { useT } from '@quai/engine/i18n';
import { useRequest } from '@quai/engine/request';
import type { CheckedMenuItem } from '../../content-store/menus';
import { MenuLink } from '../MenuLink';
import styles from './MegaMenu.module.css';

/** From this many children, a dropdown panel scrolls within 70vh. */
const SCROLLING_DROPDOWN_CHILDREN = 6;

/**
 * The desktop mega-menu, as a disclosure navigation: a top-level item with children is a
 * button opening its dropdown panel. One panel is open at a time; Escape closes it and returns
 * focus to its button; a click outside or focus leaving the menu closes it; the page does not
 * scroll while a panel is open.
 */
export function MegaMenu({ items }: { items: readonly CheckedMenuItem[] }) {
  const t = useT();
  const { path } = useRequest();
  const [open, setOpen] = useState<number | null>(null);
  const nav = useRef<HTMLElement>(null);
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);
  const idPrefix = useId();
  // The page stays put while a dropdown is open (react-aria also keeps the scrollbar's room).
  usePreventScroll({ isDisabled: open === null });

  useEffect(() => {
    if (open === null) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return;
    event.preventDefault();
    triggers.current[open]?.focus();
    setOpen(null);
  };

  return (
    <nav
      ref={nav}
      aria-label={t('shell.menu.label')}
      className={styles.nav}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!nav.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(null);
      }}
    >
      <ul className={styles.items}>
        {items.map((item, index) => {
          const panelId = `${idPrefix}-panel-${index}`;
          const isOpen = open === index;
          if (!item.children?.length) {
            return (
              <li key={index}>
                <MenuLink item={item} className={styles.topLink} current={item.href === path} />
              </li>
            );
          }
          return (
            <li key={index}>
              <button
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                type="button"
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
              >
                {item.title}
                <span aria-hidden="true" className={styles.chevron} />
              </button>
              <div
                id={panelId}
                className={styles.panel}
                hidden={!isOpen}
                data-scrolls={item.children.length >= SCROLLING_DROPDOWN_CHILDREN || undefined}
              >
                <MenuLink item={item} className={styles.seeAll}>
                  {t('shell.menu.see_all', { title: item.title })}
                </MenuLink>
                <ul className={styles.children}>
                  {item.children.map((child, childIndex) => (
                    <li key={childIndex}>
                      <MenuLink item={child} className={styles.childLink} current={child.href === path} />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
