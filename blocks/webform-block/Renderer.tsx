import { useT } from '@quai/engine/i18n';
import { RichText } from '../_ui/RichText';
import type { WebformBlock as WebformBlockNode } from '../../schemas/generated/blocks/webform-block';
import type { WithServerData } from '@quai/engine/definition';
import type { WebformServerData } from '../webform/no-script';
import { Webform } from '../webform/Webform';
import styles from './styles.module.css';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

/** A content-defined form, or its closed message when the form is closed. */
export default function WebformBlock({ definition, apiUrl, serverData }: WithServerData<WebformBlockNode, WebformServerData>) {
  const t = useT();
  // A form that names no form, or whose form was rejected at load (both reported then), reads
  // as closed: the visitor learns the form cannot be used rather than meeting an empty space.
  if (!definition) {
    return (
      <div className={styles.closed} role="status">
        <p>{t('webform.closed')}</p>
      </div>
    );
  }
  const form = definition as unknown as WebformDocument;
  return (
    <section className={styles.webform} aria-labelledby={`webform-${form.id}-title`}>
      <h2 id={`webform-${form.id}-title`} className={styles.title}>
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
