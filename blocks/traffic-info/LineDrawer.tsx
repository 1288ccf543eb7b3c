import type { ReactNode } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '@quai/engine/i18n';
import styles from './styles.module.css';

/**
 * On small screens the chosen line opens over the picker: focus moves into the drawer, Retour (or
 * Escape) closes it and focus goes back to the line that opened it.
 */
export function LineDrawer({
  isOpen,
  label,
  onClose,
  children,
}: {
  isOpen: boolean;
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <ModalOverlay className={styles.drawerOverlay} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className={styles.drawer}>
        <Dialog className={styles.drawerDialog} aria-label={label}>
          <Button className={styles.back} onPress={onClose} autoFocus>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12l6.6-6.6Z" />
            </svg>
            {t('traffic.detail.back')}
          </Button>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
