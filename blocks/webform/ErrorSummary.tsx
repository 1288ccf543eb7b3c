import { useEffect, useRef, type MouseEvent } from 'react';
import { useT } from '@quai/engine/i18n';
import { RichText } from '../_ui/RichText';
import { inputId } from './form-context';
import { splitErrorKey } from '../../domain/webform/messages';
import styles from './webform.module.css';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/**
 * The errors of a form at its top, with a link to each field in error and its message. Without
 * scripts it takes focus on arrival; with them, each refused submit (a new `focusKey`) scrolls
 * to the first field in error and focuses it, the summary staying above the form (and taking
 * focus itself when no field shows as invalid, for a message about the whole form).
 */
export function ErrorSummary({
  formId,
  errors,
  elements,
  message,
  focusKey,
}: {
  formId: string;
  errors: Readonly<Record<string, string>>;
  elements: ReadonlyMap<string, WebformElementNode>;
  message?: string | undefined;
  focusKey: number;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // focusKey counts refused submits; each one moves focus again.
  useEffect(() => {
    // 0: no submit refused in this browser yet; errors of a post without scripts keep the autofocus.
    if (focusKey === 0 || !ref.current) return;
    const field = ref.current.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return ref.current.focus();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  }, [focusKey]);
  const entries = Object.entries(errors);
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    // Focus the field itself and keep the address as it is.
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };
  return (
    // biome-ignore lint/a11y/noAutofocus: without scripts, the attribute is what moves focus to the errors of the posted page.
    <div ref={ref} tabIndex={-1} autoFocus role="alert" aria-labelledby={`${formId}-error-summary`} className={styles.errorSummary}>
      <h3 id={`${formId}-error-summary`} className={styles.summaryTitle}>
        {message && !entries.length ? message : t('webform.has_errors', { count: entries.length })}
      </h3>
      {entries.length > 0 && (
        <ul className={styles.summaryList}>
          {entries.map(([key, html]) => {
            const field = splitErrorKey(key)[0]!;
            const id = inputId(formId, field);
            const title = elements.get(field)?.['#title'] ?? field;
            return (
              <li key={key}>
                <a href={`#${id}`} onClick={(event) => follow(event, id)}>
                  {title.replace(/[{}]/g, '')}
                  {t('webform.summary.separator')}
                  <RichText html={html} as="span" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
