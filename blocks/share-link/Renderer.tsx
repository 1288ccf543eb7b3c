import { useT } from '@quai/engine/i18n';
import { useRequest } from '@quai/engine/request';
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
        <LinkIcon />
        {label ?? t('editorial.share_link.label')}
      </button>
      <ToastRegion />
    </div>
  );
}

function LinkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
