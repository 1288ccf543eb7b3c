import { useT } from '@quai/engine/i18n';
import { useWebform } from '../form-context';
import { CaptchaNeedsScripts } from './Captcha';
import styles from '../webform.module.css';
import type { WebformActionsElement } from '../../../schemas/generated/webform/webform_actions';

/** The submit button, and a reset button when the definition shows one. */
export function Actions({ element }: { elementKey?: string; element: WebformActionsElement }) {
  const t = useT();
  const { submitting } = useWebform();
  const submitLabel = typeof element['#submit__label'] === 'string' ? element['#submit__label'] : t('webform.submit');
  const showReset = element['#reset_hide'] === false || typeof element['#reset__label'] === 'string';
  return (
    <div className={styles.actions}>
      <CaptchaNeedsScripts />
      <button type="submit" className={styles.primaryButton} disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? t('webform.submitting') : submitLabel}
      </button>
      {showReset && (
        <button type="reset" className={styles.secondaryButton}>
          {typeof element['#reset__label'] === 'string' ? element['#reset__label'] : t('webform.reset')}
        </button>
      )}
    </div>
  );
}
