import { useT } from '@quai/engine/i18n';
import { RichText } from '../_ui/RichText';
import type { WebformBlock as WebformBlockNode } from '../../schemas/generated/blocks/webform-block';
import type { WithServerData } from '@quai/engine/definition';
import type { WebformServerData } from '../webform/server-data';
import { Webform } from '../webform/Webform';
import styles from './styles.module.css';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

/** A content-defined form, its closed message when its status says closed, or a notice that it is unavailable. */
export default function WebformBlock({ definition, hideTitle, apiUrl, serverData }: WithServerData<WebformBlockNode, WebformServerData>) {
  const t = useT();
  // A block naming no form, or a form that could not load at all (both logged as errors then), is
  // unavailable, not closed: only a form whose status says so is closed.
  if (!definition) {
    return (
      <div className={styles.closed} role="status">
        <p>{t('webform.unavailable')}</p>
      </div>
    );
  }
  const form = definition as unknown as WebformDocument;
  // Not shown when the page's heading already names the form: it stays for assistive technologies,
  // so the form's own h3 headings (error summary, confirmation, wizard steps) keep the outline whole.
  return (
    <section className={styles.webform} aria-labelledby={`webform-${form.id}-title`}>
      <h2 id={`webform-${form.id}-title`} className={hideTitle ? 'visually-hidden' : styles.title}>
        {form.title}
      </h2>
      <RichText html={form.description} className={styles.description} />
      {form.status === 'closed' ? (
        <RichText html={form.closedMessage ?? `<p>${t('webform.closed')}</p>`} className={styles.closed} role="status" />
      ) : (
        <Webform definition={form} server={serverData} {...(apiUrl ? { apiUrl } : {})} />
      )}
    </section>
  );
}
