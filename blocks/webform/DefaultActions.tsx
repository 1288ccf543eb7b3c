import { useT } from '@quai/engine/i18n';
import { CaptchaNeedsScripts } from './elements/Captcha';
import styles from './webform.module.css';

/** The submit button of a form whose definition places no `webform_actions`. */
export function DefaultActions({ submitting }: { submitting: boolean }) {
  const t = useT();
  return (
    <div className={styles.actions}>
      <CaptchaNeedsScripts />
      <button type="submit" className={styles.primaryButton} disabled={submitting}>
        {submitting ? t('webform.submitting') : t('webform.submit')}
      </button>
    </div>
  );
}
