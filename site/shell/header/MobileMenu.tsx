import { useCallback, useState, type ComponentType } from 'react';
import { useT } from '@quai/engine/i18n';
import styles from './MobileMenu.module.css';
import type { MobileMenuProps, PanelProps } from './MobileMenuPanel';

let panelModule: Promise<ComponentType<PanelProps>> | undefined;
const loadPanel = () => (panelModule ??= import('./MobileMenuPanel').then((module) => module.default));

/**
 * Below 768 px: a burger opening the slide-in menu panel. The panel's code (its machine and the
 * dialog) is fetched on the first press, or as soon as the pointer or the focus reaches the
 * burger, so pages that never open the menu do not load it. The panel is rendered only once its
 * code is there (no Suspense boundary): React holds a boundary's reveal for a while after its
 * fallback showed, which made the first opening slow even with the code already loaded.
 */
export function MobileMenu(props: MobileMenuProps) {
  const t = useT();
  const [openRequests, setOpenRequests] = useState(0);
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | undefined>(undefined);
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
        onClick={() =>
          void loadPanel().then((component) => {
            setPanel(() => component);
            setOpenRequests((count) => count + 1);
          })
        }
      >
        <span aria-hidden="true" className={styles.burgerIcon} />
        {t('shell.menu.open')}
      </button>
      {Panel && openRequests > 0 && <Panel {...props} openRequests={openRequests} onOpenChange={onOpenChange} />}
    </div>
  );
}
