import { useEffect, useRef } from 'react';
import { useT } from '@quai/engine/i18n';
import { RichText } from '../_ui/RichText';
import styles from './webform.module.css';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

/**
 * What follows an accepted submission: debug shows the stored submission; page and inline show
 * the confirmation with a back button that resets the form; message shows above the form. Its
 * heading takes focus, with scripts and without (autofocus), as the form the visitor was in is
 * gone or changed. Without scripts "back" is a link to the form's first field.
 */
export function Confirmation({
  definition,
  submission,
  onBack,
  backHref,
  scripted = true,
}: {
  definition: WebformDocument;
  submission: Record<string, unknown> | undefined;
  onBack?: () => void;
  backHref?: string;
  scripted?: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLHeadingElement>(null);
  const { type, message, backMessage } = definition.confirmation;
  useEffect(() => ref.current?.focus(), []);
  const backLabel = backMessage ?? t('webform.confirmation.back');
  return (
    <div role="status" className={styles.confirmation} data-confirmation={type}>
      {/* biome-ignore lint/a11y/noAutofocus: without scripts, the attribute is what moves focus to the confirmation of the posted page. */}
      <h3 ref={ref} tabIndex={-1} autoFocus className={styles.confirmationTitle}>
        {t('webform.confirmation.title')}
      </h3>
      {message ? <RichText html={message} /> : <p>{t('webform.confirmation.default')}</p>}
      {type === 'debug' && submission && (
        <>
          <h4 className={styles.sectionTitle}>{t('webform.confirmation.debug')}</h4>
          <pre className={styles.debug}>{JSON.stringify(submission, null, 2)}</pre>
        </>
      )}
      {onBack &&
        (scripted || !backHref ? (
          <button type="button" className={styles.secondaryButton} onClick={onBack}>
            {backLabel}
          </button>
        ) : (
          <a href={backHref} className={styles.secondaryButton}>
            {backLabel}
          </a>
        ))}
    </div>
  );
}
