import { useEffect, useRef } from 'react';
import { useT } from '../../engine/i18n';
import type { WebformDefinition } from './rules/elements';
import styles from './webform.module.css';

/**
 * What follows an accepted submission: debug shows the stored submission; page and inline show
 * the confirmation with a back button that resets the form; message shows above the form.
 */
export function Confirmation({ definition, submission, onBack }: { definition: WebformDefinition; submission: Record<string, unknown> | undefined; onBack?: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const { type, message, backMessage } = definition.confirmation;
  // The form the visitor was in is gone or changed: bring the confirmation to their attention.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.confirmation} data-confirmation={type}>
      {message ? <div dangerouslySetInnerHTML={{ __html: message }} /> : <p>{t('webform.confirmation.default')}</p>}
      {type === 'debug' && (
        <>
          <h2 className={styles.sectionTitle}>{t('webform.confirmation.debug')}</h2>
          <pre className={styles.debug}>{JSON.stringify(submission, null, 2)}</pre>
        </>
      )}
      {onBack && (
        <button type="button" className={styles.secondaryButton} onClick={onBack}>
          {backMessage ?? t('webform.confirmation.back')}
        </button>
      )}
    </div>
  );
}
