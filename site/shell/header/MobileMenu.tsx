import { lazy, Suspense, useCallback, useState } from 'react';
import { useT } from '../../../engine/i18n';
import styles from './MobileMenu.module.css';
import type { MobileMenuProps } from './MobileMenuPanel';

const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(loadPanel);

/**
 * Below 768 px: a burger opening the slide-in menu panel. The panel's code (its machine and the
 * dialog) is fetched on the first press, or as soon as the pointer or the focus reaches the
 * burger, so pages that never open the menu do not load it.
 */
export function MobileMenu(props: MobileMenuProps) {
  const t = useT();
  const [openRequests, setOpenRequests] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const onOpenChange = useCallback((open: boolean) => setExpanded(open), []);
  return (
    <div className={styles.mobile}>
      <button
        type="button"
        className={styles.burger}
        aria-expanded={expanded}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpenRequests((count) => count + 1)}
      >
        <span aria-hidden="true" className={styles.burgerIcon} />
        {t('shell.menu.open')}
      </button>
      {openRequests > 0 && (
        <Suspense fallback={null}>
          <MobileMenuPanel {...props} openRequests={openRequests} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </div>
  );
}
