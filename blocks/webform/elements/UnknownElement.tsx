import { useEngine } from '@quai/engine/engine-context';
import { useT } from '@quai/engine/i18n';
import styles from '../webform.module.css';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/** Element types already reported by this process (server) or page (browser): one log line each, not one per render. */
const reported = new Set<string>();

/**
 * An element whose #type has no renderer: a notice naming the type, with the raw element, so
 * the content architect sees on the page what the content validator warned about; the rest of
 * the form works. Logged once per type.
 */
export function UnknownElement({ elementKey, element }: { elementKey: string; element: WebformElementNode }) {
  const t = useT();
  const { log } = useEngine();
  const type = String(element['#type']);
  if (!reported.has(type)) {
    reported.add(type);
    log(`webform element type "${type}" has no renderer`, { element: elementKey, type });
  }
  return (
    <div role="note" className={styles.unknownElement} data-unknown-element={type}>
      <p className={styles.unknownTitle}>{t('webform.unknown_type', { type })}</p>
      <pre className={styles.debug}>{JSON.stringify({ [elementKey]: element }, null, 2)}</pre>
    </div>
  );
}

/**
 * A group of radios or checkboxes of a type the site does not render: the error the spec's
 * catalogue names, that the element type is not supported, where the group would be, with its
 * title; the rest of the form works. Logged once per type, as any unknown type.
 */
export function UnsupportedChoiceGroup({ elementKey, element }: { elementKey: string; element: WebformElementNode }) {
  const t = useT();
  const { log } = useEngine();
  const type = String(element['#type']);
  if (!reported.has(type)) {
    reported.add(type);
    log(`webform element type "${type}" is not supported for a group of radios or checkboxes`, { element: elementKey, type });
  }
  const title = typeof element['#title'] === 'string' ? element['#title'] : undefined;
  return (
    <div className={styles.unknownElement} data-unsupported-element={type}>
      {title && <p className={styles.unknownTitle}>{title}</p>}
      <p className={styles.error}>{t('webform.unsupported_group_type', { type })}</p>
    </div>
  );
}
