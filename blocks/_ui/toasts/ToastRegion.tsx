import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@quai/engine/i18n';
import type { Toast } from '../../../machines/toasts';
import { ErrorIcon } from './ErrorIcon';
import { claimRegion, releaseRegion } from './region-owner';
import { closeToast, toastActor } from './toast-store';
import styles from './ToastRegion.module.css';

/**
 * Where the page's toasts appear, at the bottom of the viewport. An island that shows toasts
 * renders it once; it renders nothing on the server (toasts only follow a visitor's action) and
 * mounts into <body> so no block's overflow or stacking clips it. The list is a polite live
 * region; error toasts are alerts, read out at once.
 */
export function ToastRegion() {
  const [isOwner, setOwner] = useState(false);
  useEffect(() => {
    const claimant = Symbol('toast-region');
    setOwner(claimRegion(claimant));
    return () => releaseRegion(claimant);
  }, []);
  if (!isOwner) return null;
  return createPortal(<ToastList />, document.body);
}

function ToastList() {
  const t = useT();
  const toasts = useSelector(toastActor(), (snapshot) => snapshot.context.toasts);
  return (
    <section className={styles.region} aria-label={t('editorial.toasts.region')}>
      {/* Not a list: a list item may not take the alert role an error toast needs. */}
      <div className={styles.list} aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const isError = toast.kind === 'error';
  return (
    <div className={`${styles.toast} ${styles[toast.kind]}`} role={isError ? 'alert' : undefined} data-kind={toast.kind}>
      {isError && <ErrorIcon className={styles.icon} />}
      <p className={styles.message}>
        {isError && <span className="visually-hidden">{t('editorial.toasts.error')} </span>}
        {toast.message}
      </p>
      {toast.closable && (
        <button type="button" className={styles.close} onClick={() => closeToast(toast.id)} aria-label={t('editorial.toasts.close')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
