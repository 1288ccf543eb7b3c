import { useT } from '../../engine/i18n';
import { useRequest } from '../../engine/request';
import { showToast, ToastRegion } from '../_ui/toasts';
import { useHydrated } from '../_ui/useHydrated';
import type { ShareLinkBlock } from '../../schemas/generated/blocks/share-link';
import styles from './styles.module.css';

/** A button that does nothing without JavaScript is not shown until the page is interactive. */
export default function ShareLink({ label }: ShareLinkBlock) {
  const t = useT();
  const { path } = useRequest();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
      showToast({ kind: 'success', message: t('editorial.share_link.copied') });
    } catch {
      showToast({ kind: 'error', message: t('editorial.share_link.failed') });
    }
  };
  return (
    <div className={styles.share}>
      <button type="button" className={styles.button} onClick={() => void copy()}>
        {label ?? t('editorial.share_link.label')}
      </button>
      <ToastRegion />
    </div>
  );
}
