import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '@quai/engine/i18n';
import { mobileMenuMachine } from '../../../machines/mobile-menu';
import type { CheckedMenuItem } from '../../content-store/menus';
import type { LocaleOption } from '../../content-store/pages';
import { LanguageSelector } from '../LanguageSelector';
import { MenuLink } from '../MenuLink';
import { ThemeSwitch } from '../ThemeSwitch';
import styles from './MobileMenu.module.css';

export interface MobileMenuProps {
  items: readonly CheckedMenuItem[];
  account?: CheckedMenuItem | undefined;
  localeOptions: readonly LocaleOption[];
  themeSwitch: boolean;
}

export interface PanelProps extends MobileMenuProps {
  /** Incremented by each press on the burger: opens the panel. */
  openRequests: number;
  onOpenChange: (open: boolean) => void;
}

/** The items shown at a level: the root items, or the children of the item at the end of `path`. */
function levelAt(
  items: readonly CheckedMenuItem[],
  path: readonly number[],
): { parent?: CheckedMenuItem; items: readonly CheckedMenuItem[] } {
  let parent: CheckedMenuItem | undefined;
  let level = items;
  for (const index of path) {
    parent = level[index];
    level = parent?.children ?? [];
  }
  return parent ? { parent, items: level } : { items: level };
}

/**
 * The slide-in panel of the mobile menu (a modal dialog: focus stays inside, Escape closes it,
 * the page does not scroll). Items with children drill down one level; a back button goes up.
 * The root level also holds the account link, the theme switch and the language selector.
 * Loaded on the first press of the burger, with the machine and the dialog code.
 */
export default function MobileMenuPanel({ items, account, localeOptions, themeSwitch, openRequests, onOpenChange }: PanelProps) {
  const t = useT();
  const [state, send] = useMachine(mobileMenuMachine);
  const isOpen = state.matches('open');
  const { parent, items: shown } = levelAt(items, state.context.path);
  const levelStart = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (openRequests > 0) send({ type: 'menu.open' });
  }, [openRequests, send]);
  useEffect(() => onOpenChange(isOpen), [isOpen, onOpenChange]);
  // Each new level starts with focus on its heading, so screen readers announce where they are.
  useEffect(() => {
    if (state.context.path.length) levelStart.current?.focus();
  }, [state.context.path]);

  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} isDismissable onOpenChange={(open) => !open && send({ type: 'menu.close' })}>
      <Modal className={styles.panel}>
        <Dialog className={styles.dialog} aria-label={t('shell.menu.label')}>
          <div className={styles.top}>
            {parent ? (
              <Button className={styles.back} onPress={() => send({ type: 'menu.back' })}>
                <span aria-hidden="true">‹ </span>
                {t('shell.menu.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button className={styles.close} onPress={() => send({ type: 'menu.close' })}>
              {t('shell.menu.close')}
            </Button>
          </div>
          <nav aria-label={t('shell.menu.label')} className={styles.nav}>
            {parent && (
              <>
                <h2 className={styles.levelTitle} ref={levelStart} tabIndex={-1}>
                  {parent.title}
                </h2>
                <MenuLink item={parent} className={styles.seeAll}>
                  {t('shell.menu.see_all', { title: parent.title })}
                </MenuLink>
              </>
            )}
            <ul className={styles.items}>
              {shown.map((item, index) => (
                <li key={`${state.context.path.join('-')}-${index}`}>
                  {item.children?.length ? (
                    <Button className={styles.drill} onPress={() => send({ type: 'menu.drill', index })}>
                      {item.title}
                      <span aria-hidden="true"> ›</span>
                    </Button>
                  ) : (
                    <MenuLink item={item} className={styles.link} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {!parent && (
            <div className={styles.extras}>
              {account && <MenuLink item={account} className={styles.account} />}
              {themeSwitch && <ThemeSwitch />}
              <LanguageSelector options={localeOptions} />
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
